// The dates "Mine data" shows: pure, so tested without a screen.
import * as da from '../../../copy/da';

const DATE = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeStyle: 'short' });

export const myDataDate = (ms: number) => da.myData.when(DATE.format(new Date(ms)));
