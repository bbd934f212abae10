// The export form's start for the browser's language (docs/behaviour.md#exportdownload): a Danish
// browser starts in 'CSV til dansk Excel' and Danish time, labelled so; any other in plain CSV.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAppConfig } from '../../support/contractFixtures';
import * as da from '../../../src/copy/da';
import { copenhagenOffsetMinutes } from '../../../src/machines/common/copenhagenTime';
import { offsetLabel } from '../../../src/machines/reports/exportRange';
import { ConfigContext } from '../../../src/views/common/configContext';
import { ExportForm } from '../../../src/views/reports/ExportForm';

function renderForm(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
  render(
    <ConfigContext.Provider value={anAppConfig()}>
      <ExportForm conversationId="c000000001" reports={[]} />
    </ConfigContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the export form for the browser language', () => {
  it('starts a Danish browser in Danish Excel and Danish time', () => {
    renderForm('da-DK');
    expect(screen.getByLabelText(da.exportForm.format)).toHaveValue('excel');
    const zone = screen.getByLabelText(da.exportForm.timezone) as HTMLSelectElement;
    const danish = copenhagenOffsetMinutes(Date.now());
    expect(zone).toHaveValue(String(danish));
    expect(within(zone).getByRole('option', { selected: true })).toHaveTextContent(
      da.exportForm.danishTime(offsetLabel(danish)),
    );
  });

  it('starts any other browser in plain CSV', () => {
    renderForm('en-GB');
    expect(screen.getByLabelText(da.exportForm.format)).toHaveValue('csv');
  });
});
