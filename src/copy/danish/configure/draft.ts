// Danish copy: draft. Part of the catalogue re-exported by src/copy/da.ts.

// A draft on the configure screen (docs/behaviour.md#configure): what it means, and opening it.
export const draft = {
  title: 'Samtalen er en kladde',
  body: 'Deltagerne ser «Samtalen er ikke åbnet endnu», indtil du åbner den. Sæt den op og tilføj startudsagn først.',
  open: 'Åbn samtalen',
  opening: 'Åbner …',
} as const;
