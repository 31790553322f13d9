import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Fresh, folderBefore, freshDatabase, migrationsFolder, rows } from '../../test/migrations';

const MIGRATION = '0018_post-edit-audience';
const id = () => crypto.randomUUID();
const [author, friendsPost, publicPost, onlyMePost] = [id(), id(), id(), id()];
const [friendsPicture, publicPicture, onlyMePicture, avatar] = [id(), id(), id(), id()];
const [edit] = [id()];

let fresh: Fresh;
beforeAll(async () => {
  fresh = await freshDatabase();
  const earlier = folderBefore(MIGRATION);
  await fresh.migrate(earlier);
  fs.rmSync(earlier, { recursive: true });
  const { db } = fresh;
  await db.execute(sql`insert into users (id, email, username, password_hash, first_name, last_name,
    birth_date, country, referral_code, terms_accepted_at)
    values (${author}, 'a@example.com', 'author', 'x', 'Ann', 'Author', '1990-01-01', 'FR', 'code-a', now())`);
  for (const picture of [friendsPicture, publicPicture, onlyMePicture, avatar])
    await db.execute(sql`insert into media_objects (id, owner_id, purpose, status, content_type, size, visibility)
      values (${picture}, ${author}, ${picture === avatar ? 'avatar' : 'post-media'}, 'ready', 'image/jpeg', 10, 'public')`);
  for (const [post, audience, picture] of [
    [friendsPost, 'friends', friendsPicture],
    [publicPost, 'public', publicPicture],
    [onlyMePost, 'only_me', onlyMePicture],
  ] as const) {
    await db.execute(
      sql`insert into posts (id, author_id, body, audience) values (${post}, ${author}, 'hi', ${audience})`,
    );
    await db.execute(
      sql`insert into post_media (post_id, position, media_id) values (${post}, 0, ${picture})`,
    );
  }
  await db.execute(sql`insert into post_edits (id, post_id, body) values (${edit}, ${publicPost}, 'before')`);
  await fresh.migrate(migrationsFolder);
});
afterAll(async () => {
  await fresh?.close();
});

it('makes the pictures of friends-only and only-me posts private, and nothing else', async () => {
  const found = await rows<{ id: string; visibility: string }>(
    fresh.db,
    sql`select id, visibility from media_objects`,
  );
  const visibility = Object.fromEntries(found.map((row) => [row.id, row.visibility]));
  expect(visibility).toEqual({
    [friendsPicture]: 'private',
    [onlyMePicture]: 'private',
    [publicPicture]: 'public',
    [avatar]: 'public',
  });
});

it('shows versions written before it to their author only (their audience then is unknown)', async () => {
  const [version] = await rows<{ audience: string }>(
    fresh.db,
    sql`select audience from post_edits where id = ${edit}`,
  );
  expect(version?.audience).toBe('only_me');
});
