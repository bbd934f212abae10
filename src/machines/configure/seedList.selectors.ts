// What the configure screen's seed list and 'Indsæt flere' read from the seedList chart
// (src/machines/configure/seedList.machine.ts).
import type { SnapshotFrom } from 'xstate';
import type { SeedStatement } from '../../../contract/types';
import type { ResponseProblem } from '../common/responseText';
import type { Preview } from './seedBulk';
import { previewOf, type BulkRefusal } from './seedListSteps';
import type { seedListMachine } from './seedList.machine';

type SeedListSnapshot = SnapshotFrom<typeof seedListMachine>;

export type SeedListPhase = 'loading' | 'failed' | 'loaded';

export const selectListPhase = (s: SeedListSnapshot): SeedListPhase =>
  s.matches({ list: 'loading' }) ? 'loading' : s.matches({ list: 'failed' }) ? 'failed' : 'loaded';
export const selectSeeds = (s: SeedListSnapshot): SeedStatement[] => s.context.seeds;
export const selectListError = (s: SeedListSnapshot): ResponseProblem | null => s.context.listError;
export const selectRefreshing = (s: SeedListSnapshot): boolean =>
  s.matches({ list: { loaded: 'refreshing' } });
/** The seed being reworded, and whether its words are being saved. */
export const selectEditing = (s: SeedListSnapshot) =>
  s.matches({ list: { loaded: 'editing' } }) || s.matches({ list: { loaded: 'saving' } })
    ? { ...s.context.editing!, saving: s.matches({ list: { loaded: 'saving' } }) }
    : null;
export const selectCanSaveEdit = (s: SeedListSnapshot): boolean => s.can({ type: 'edit.save' });
export const selectRowError = (s: SeedListSnapshot) => s.context.rowError;
export const selectRemovingTid = (s: SeedListSnapshot): number | null =>
  s.matches({ list: { loaded: 'removing' } }) ? s.context.removingTid : null;
/** Whether rewording or removing may start (nothing else is being changed). */
export const selectCanChange = (s: SeedListSnapshot): boolean =>
  s.matches({ list: { loaded: 'viewing' } });

export type BulkPhase = 'editing' | 'reading' | 'adding';
export const selectBulkPhase = (s: SeedListSnapshot): BulkPhase =>
  s.matches({ bulk: 'reading' }) ? 'reading' : s.matches({ bulk: 'adding' }) ? 'adding' : 'editing';
export const selectBulkText = (s: SeedListSnapshot): string => s.context.bulkText;
export const selectPreview = (s: SeedListSnapshot): Preview => previewOf(s.context);
export const selectFileError = (s: SeedListSnapshot): string | null => s.context.fileError;
/** 'Tilføjer 4 af 12 …': the one being posted now (1-based) and how many go out. */
export const selectProgress = (s: SeedListSnapshot) => ({
  current: s.context.added + s.context.refused.length + 1,
  total: s.context.toAdd.length,
});
export const selectRefused = (s: SeedListSnapshot): BulkRefusal[] => s.context.refused;
export const selectLastAdded = (s: SeedListSnapshot): number | null => s.context.lastAdded;
export const selectMaxLength = (s: SeedListSnapshot): number => s.context.maxLength;
