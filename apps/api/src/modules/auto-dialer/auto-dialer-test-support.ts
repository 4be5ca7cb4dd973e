import { ORG_ID } from '@leadline/contracts';
import type { TestServer } from '../../testing/test-server.js';

const DAY = 86_400_000;
let made = 0;

/**
 * Role-12 agents of VN4 of their own (with the demo agent's password), signed in, so each test of
 * the dialer starts from an empty queue. `label` names them (`vn4.<label><n>`).
 */
export async function newVn4Agents(
  server: TestServer,
  count: number,
  label: string,
): Promise<{ id: number; token: string }[]> {
  const db = server.engine.db;
  const { passwordHash } = await db
    .selectFrom('users')
    .select('passwordHash')
    .where('userName', '=', 'vn4.agent')
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('users')
    .values(
      Array.from({ length: count }, () => {
        made += 1;
        return {
          orgId: ORG_ID.VN4,
          userName: `vn4.${label.toLowerCase()}${made}`,
          fullName: `${label} ${made}`,
          passwordHash,
          passwordExpiresAt: new Date(Date.now() + 90 * DAY),
        };
      }),
    )
    .returning(['id', 'userName'])
    .execute();
  await db
    .insertInto('userRoles')
    .values(rows.map((row) => ({ userId: row.id, orgId: ORG_ID.VN4, roleId: 12, position: 0 })))
    .execute();
  return Promise.all(rows.map(async (row) => ({ id: row.id, token: await server.login(row.userName) })));
}
