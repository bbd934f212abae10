// Opinion groups: the engine and the service that runs it in the server.
// The public entry: what other features may import (docs/architecture.md#server-import-rules).
export { adjustedRandIndex } from './engine/ari';
export { bestLabelMatching } from './engine/labelMatching';
export { majorityView } from './engine/majority';
export { buildPca2Response } from './engine/pca2Response';
export { PLACEMENT_VOTES } from './engine/placement';
export { createRandom } from './engine/random';
export type { Random } from './engine/random';
export type { MathInput } from './engine/types';
export { updateMath } from './engine/updateMath';
export { voteColumns } from './engine/voteColumns';
export { storedPca2 } from './repo/mathResults';
export { loadParticipantMap } from './repo/participantPlacement';
export { lowerThreadPriority } from './service/lowerThreadPriority';
export type { MathService } from './service/mathService';
export { placeOf } from './service/participantPlace';
