import { ROLE_GROUPS, writersAmong } from '../../roles.js';

/** Every role that writes: the web phone's own calls (dial, hang up, mute). */
export const WRITING_ROLES = writersAmong(ROLE_GROUPS.all);
