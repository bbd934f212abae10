// The dates "Mine data" shows: pure, so tested without a screen.
import * as da from '../../../copy/da';

export const myDataDate = (ms: number) => da.myData.when(da.formatLongDateTime(ms));
