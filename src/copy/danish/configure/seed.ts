// Danish copy: seed. Part of the catalogue re-exported by src/copy/da.ts.
import { characterCount } from '../numbers';

// The seed statement form on the configure screen (docs/behaviour.md#seedsubmit).
export const seed = {
  heading: 'Startudsagn',
  guidance:
    'Skriv 8–10 startudsagn, der tilsammen dækker emnet bredt, så de første deltagere har noget at stemme om. Skriv ét udsagn ad gangen, og tilføj det, før du skriver det næste.',
  label: 'Nyt startudsagn',
  counter: characterCount,
  submit: 'Tilføj udsagn',
  saving: 'Gemmer…',
  success: 'Udsagn tilføjet!',
  duplicate: 'Samtalen har allerede et udsagn med denne tekst.',
  closed: 'Samtalen er lukket, så der kan ikke tilføjes udsagn. Åbn den for deltagelse først.',
} as const;
