// Danish copy: notOpen. Part of the catalogue re-exported by src/copy/da.ts.

// The participation page of a draft its owner has not opened yet (docs/behaviour.md#participation).
export const notOpen = {
  title: 'Samtalen er ikke åbnet endnu',
  body: 'Samtalen er ved at blive gjort klar. Kom tilbage senere – når den er åbnet, kan du stemme og skrive dine egne udsagn her.',
} as const;
