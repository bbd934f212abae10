// The conversations feature's Danish messages (docs/architecture.md#server-messages): what its
// routes and rules answer the owner, a moderator or a participant. A function where the text
// takes a number or a name.
import {
  COLOUR_MAX,
  COMMENT_MAX_LENGTH_MAX,
  COMMENT_MAX_LENGTH_MIN,
  DESCRIPTION_MAX,
  PARENT_URL_MAX,
  TOPIC_MAX,
} from '../../contract/limits';
import { trueOrFalse } from '../platform/messages';

const colour = `Farven skal være en CSS-farve på højst ${COLOUR_MAX} tegn, eller "default".`;
const zeroOrOne = (field: string) => `${field} skal være 0 eller 1.`;

export const conversationMessages = {
  notFound: 'Samtalen findes ikke.',
  conversationIdInvalid: 'Ugyldigt samtale-id.',
  /** A copied conversation's topic, before it is cut to the topic limit. */
  copyTopic: (topic: string) => (topic.trim() === '' ? 'Kopi' : `Kopi af ${topic}`),
  draft: 'Samtalen er ikke åbnet endnu, så du kan ikke se, stemme på eller skrive udsagn endnu.',
  ownerOnly: 'Kun samtalens ejer kan gøre dette.',
  creationLimit: (perDay: number, wait: string) =>
    `Du har oprettet ${perDay} samtaler det seneste døgn, og det er grænsen. ` +
    `Du kan oprette en ny om ${wait}.`,
  hours: (hours: number) => `${hours} time${hours === 1 ? '' : 'r'}`,
  moderatorsOwnerOnly: 'Kun den, der ejer samtalen, kan tilføje og fjerne moderatorer.',
  moderatorsReadDenied: 'Kun samtalens moderatorer kan se, hvem der modererer den.',
  moderatorEmailMissing: 'Skriv kollegaens e-mailadresse.',
  /** The inviting owner in the mail to a new moderator, when the account has neither name nor e-mail. */
  aColleague: 'En kollega',
  invitesThrottled: (wait: string) =>
    `Du har sendt mange invitationer i dag. Vent ${wait} og prøv igen.`,
  ownerModeratesAlready: 'Du ejer samtalen og modererer den allerede.',
  alreadyModerator: (email: string) => `${email} er allerede moderator.`,
  moderatorsFull: (max: number) =>
    `En samtale kan højst have ${max} moderatorer. Fjern en, før du tilføjer flere.`,
  notModerator: (email: string) => `${email || 'Adressen'} er ikke moderator.`,
  uuidDenied: 'Du har ikke tilladelse til at administrere denne samtale.',
  versionNotWhole: 'version skal være et helt tal (samtalens version, som GET svarede).',
  updateDenied: 'Du har ikke tilladelse til at ændre denne samtale.',
  changedElsewhere: 'Samtalen er ændret i et andet vindue.',
  closeTimePassed:
    'Tidspunktet er allerede passeret. Vælg et senere tidspunkt, eller luk samtalen nu med "Åben for deltagelse".',
  bodyNotObject: 'Forespørgslens indhold skal være et JSON-objekt.',
  /** Why a setting's value was refused, by field (docs/behaviour.md#settingssave shows it). */
  settingRefused: {
    topic: `Emnet må højst være ${TOPIC_MAX} tegn.`,
    description: `Beskrivelsen må højst være ${DESCRIPTION_MAX} tegn.`,
    is_active: trueOrFalse('is_active'),
    is_draft: trueOrFalse('is_draft'),
    is_anon: trueOrFalse('is_anon'),
    importance_enabled: trueOrFalse('importance_enabled'),
    strict_moderation: trueOrFalse('strict_moderation'),
    vis_type: zeroOrOne('vis_type'),
    write_type: zeroOrOne('write_type'),
    help_type: zeroOrOne('help_type'),
    help_bgcolor: colour,
    help_color: colour,
    bgcolor: colour,
    closes_at:
      'Lukketidspunktet skal være et tidspunkt (ms) inden for de næste ti år, eller null for ingen lukning.',
    comment_max_length: `Maks. længde på udsagn skal være et helt tal mellem ${COMMENT_MAX_LENGTH_MIN} og ${COMMENT_MAX_LENGTH_MAX} tegn.`,
    parent_url: `Siden skal være en webadresse, der begynder med http:// eller https://, på højst ${PARENT_URL_MAX} tegn.`,
  },
};
