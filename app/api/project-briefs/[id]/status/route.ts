import {changeBriefStatus} from '@/lib/briefs/commands';
import {restCommand} from '@/lib/commands/rest';

/** PATCH /api/project-briefs/{id}/status {status: pending|in_review|approved|rejected} -> {success, status}: admins only (401/403); 404 unknown brief; audited (lib/briefs/commands). */
export const PATCH = restCommand(changeBriefStatus);
