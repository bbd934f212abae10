// Danish copy: "Hvor du er logget ind" on /account. Part of the catalogue re-exported by
// src/copy/da.ts.
import { formatCopenhagenMoment } from '../numbers';

export const sessions = {
  heading: 'Hvor du er logget ind',
  intro:
    'Her er de browsere, du har brugt Rådslag fra de seneste 14 dage. Kender du ikke en af dem, så log ud alle andre steder, og skift din adgangskode.',
  loading: 'Henter dine log ind …',
  loadFailed: 'Listen kunne ikke hentes.',
  unavailable: 'Serveren svarede ikke.',
  retry: 'Prøv igen',
  listLabel: 'Steder, du er logget ind',
  here: 'Denne browser',
  since: (ms: number) => `logget ind ${formatCopenhagenMoment(ms, 'short')}`,
  lastSeen: (ms: number) => `sidst brugt ${formatCopenhagenMoment(ms, 'short')}`,
  onlyHere: 'Du er kun logget ind her.',
  endOthers: 'Log ud alle andre steder',
  ending: 'Logger ud …',
  ended: 'Du er logget ud alle andre steder. Her er du stadig logget ind.',
  endFailed: 'De andre steder er ikke logget ud.',
} as const;
