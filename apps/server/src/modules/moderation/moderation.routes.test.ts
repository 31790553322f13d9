import { describe, expect, it } from 'vitest';
import { signedInAccount, signIn, TEST_PASSWORD } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { postsFixtures, UNKNOWN_ID } from '../posts/posts.test-support';

const ctx = useTestApp();
const f = postsFixtures(ctx);

type Who = { headers: Record<string, string> };

async function comment(who: Who, postId: string, body = 'a comment'): Promise<string> {
  const res = await f.call('POST', `/api/posts/${postId}/comments`, who, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function queue(who: Who, query = '') {
  const res = await f.call('GET', `/api/admin/moderation/cases${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Array<Record<string, unknown> & { id: string }>; nextCursor: string | null };
}

async function resolve(who: Who, caseId: string, body: object) {
  return f.call('POST', `/api/admin/moderation/cases/${caseId}/resolve`, who, body);
}

async function auditActions() {
  return (
    await f.rows<{ action: string; subject_type: string }>(
      'select action, subject_type from audit_log order by created_at',
    )
  ).map((row) => `${row.action}:${row.subject_type}`);
}

describe('reports', () => {
  it('a post: once per member, never one’s own, only one the reporter can see', async () => {
    const author = await f.member();
    const reporter = await f.member();
    const post = await f.post(author, { body: 'buy now', audience: 'public' });
    const hidden = await f.post(author, { body: 'x', audience: 'only_me' });
    const url = `/api/posts/${post.id}/report`;
    expect((await f.call('POST', url, reporter, { reason: 'spam', details: 'ads' })).statusCode).toBe(204);
    const again = await f.call('POST', url, reporter, { reason: 'scam' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'REPORT_ALREADY_SENT']);
    const own = await f.call('POST', url, author, { reason: 'spam' });
    expect([own.statusCode, own.json().code]).toEqual([403, 'REPORT_OWN_CONTENT']);
    expect((await f.call('POST', url, reporter, { reason: 'boring' })).statusCode).toBe(422);
    expect(
      (await f.call('POST', url, reporter, { reason: 'other', details: 'x'.repeat(501) })).statusCode,
    ).toBe(422);
    const notVisible = await f.call('POST', `/api/posts/${hidden.id}/report`, reporter, { reason: 'spam' });
    expect([notVisible.statusCode, notVisible.json().code]).toEqual([404, 'POST_NOT_FOUND']);
    expect(
      (await f.call('POST', `/api/posts/${UNKNOWN_ID}/report`, reporter, { reason: 'spam' })).statusCode,
    ).toBe(404);
    expect((await f.call('POST', url, undefined, { reason: 'spam' })).statusCode).toBe(401);
    expect(await f.rows('select kind, reason, details from moderation_reports')).toEqual([
      { kind: 'post', reason: 'spam', details: 'ads' },
    ]);
    expect(await f.rows('select kind, status, report_count from moderation_cases')).toEqual([
      { kind: 'post', status: 'open', report_count: 1 },
    ]);
  });

  it('a comment and a profile, with the same rules', async () => {
    const author = await f.member();
    const reporter = await f.member();
    const post = await f.post(author, { body: 'hello', audience: 'public' });
    const commentId = await comment(author, post.id, 'rude words');
    const hiddenPost = await f.post(author, { body: 'mine', audience: 'only_me' });
    const hiddenComment = await comment(author, hiddenPost.id);
    expect(
      (await f.call('POST', `/api/comments/${commentId}/report`, reporter, { reason: 'harassment' }))
        .statusCode,
    ).toBe(204);
    expect(
      (await f.call('POST', `/api/comments/${commentId}/report`, author, { reason: 'spam' })).json().code,
    ).toBe('REPORT_OWN_CONTENT');
    const hidden = await f.call('POST', `/api/comments/${hiddenComment}/report`, reporter, {
      reason: 'spam',
    });
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'COMMENT_NOT_FOUND']);

    expect(
      (await f.call('POST', `/api/users/${author.id}/report`, reporter, { reason: 'false_information' }))
        .statusCode,
    ).toBe(204);
    expect(
      (await f.call('POST', `/api/users/${reporter.id}/report`, reporter, { reason: 'spam' })).json().code,
    ).toBe('REPORT_OWN_CONTENT');
    const stranger = await f.member();
    await f.block(author, stranger);
    const blocked = await f.call('POST', `/api/users/${author.id}/report`, stranger, { reason: 'spam' });
    expect([blocked.statusCode, blocked.json().code]).toEqual([404, 'MEMBER_NOT_FOUND']);
    expect(
      (await f.call('POST', `/api/users/not-an-id/report`, reporter, { reason: 'spam' })).statusCode,
    ).toBe(422);
    expect(await f.rows('select kind from moderation_cases order by kind')).toEqual([
      { kind: 'comment' },
      { kind: 'profile' },
    ]);
  });
});

describe('the queue', () => {
  it('is for moderators and admins only', async () => {
    const member = await f.member();
    const moderator = await signedInAccount(ctx, 'moderator');
    const admin = await signedInAccount(ctx, 'admin');
    expect((await f.call('GET', '/api/admin/moderation/cases')).statusCode).toBe(401);
    expect((await f.call('GET', '/api/admin/moderation/cases', member)).statusCode).toBe(403);
    await queue(moderator);
    await queue(admin);
    // A moderator sees the queue, not the rest of the back office.
    expect((await f.call('GET', '/api/admin/overview', moderator)).statusCode).toBe(403);
    expect((await f.call('GET', '/api/admin/moderators', moderator)).statusCode).toBe(403);
  });

  it('groups reports by subject with counts and reasons, filters and pages', async () => {
    const moderator = await signedInAccount(ctx, 'moderator');
    const author = await f.member();
    const [ana, ben, cleo] = [await f.member(), await f.member(), await f.member()];
    const first = await f.post(author, { body: 'first post', audience: 'public' });
    const second = await f.post(author, { body: 'second post', audience: 'public' });
    const commentId = await comment(author, first.id);
    await f.call('POST', `/api/posts/${first.id}/report`, ana, { reason: 'spam' });
    ctx.clock.advance(1000);
    await f.call('POST', `/api/posts/${first.id}/report`, ben, { reason: 'spam' });
    ctx.clock.advance(1000);
    await f.call('POST', `/api/posts/${first.id}/report`, cleo, { reason: 'scam' });
    ctx.clock.advance(1000);
    await f.call('POST', `/api/posts/${second.id}/report`, ana, { reason: 'hate' });
    ctx.clock.advance(1000);
    await f.call('POST', `/api/comments/${commentId}/report`, ana, { reason: 'harassment' });

    const all = await queue(moderator);
    expect(all.items.map((item) => [item.kind, item.subjectId, item.reportCount])).toEqual([
      ['comment', commentId, 1],
      ['post', second.id, 1],
      ['post', first.id, 3],
    ]);
    expect(all.items[2]).toMatchObject({
      status: 'open',
      excerpt: 'first post',
      author: { id: author.id },
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'scam', count: 1 },
      ],
      resolution: null,
    });
    expect((await queue(moderator, '?kind=post')).items.map((item) => item.subjectId)).toEqual([
      second.id,
      first.id,
    ]);
    expect((await queue(moderator, '?status=resolved')).items).toEqual([]);

    const page1 = await queue(moderator, '?limit=2');
    expect(page1.items).toHaveLength(2);
    const page2 = await queue(moderator, `?limit=2&cursor=${page1.nextCursor}`);
    expect(page2.items.map((item) => item.subjectId)).toEqual([first.id]);
    expect(page2.nextCursor).toBeNull();
    expect((await f.call('GET', '/api/admin/moderation/cases?cursor=bad', moderator)).statusCode).toBe(422);
    expect((await f.call('GET', '/api/admin/moderation/cases?status=closed', moderator)).statusCode).toBe(
      422,
    );
    expect((await f.call('GET', '/api/admin/moderation/cases?kind=video', moderator)).statusCode).toBe(422);
  });

  it('a case’s detail shows the content whatever its audience, and the reports', async () => {
    const moderator = await signedInAccount(ctx, 'moderator');
    const author = await f.member();
    const friend = await f.member();
    await f.befriend(author, friend);
    const post = await f.post(author, { body: 'friends only words', audience: 'friends' });
    await f.call('POST', `/api/posts/${post.id}/report`, friend, { reason: 'violence', details: 'threat' });
    const [item] = (await queue(moderator)).items;
    const res = await f.call('GET', `/api/admin/moderation/cases/${item?.id}`, moderator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      content: { body: 'friends only words', audience: 'friends', postId: post.id, available: true },
      reports: [{ reporter: { id: friend.id }, reason: 'violence', details: 'threat' }],
      authorStanding: { role: 'member', warnings: 0, suspensions: 0, suspendedUntil: null },
    });
    expect((await f.call('GET', `/api/admin/moderation/cases/${UNKNOWN_ID}`, moderator)).json().code).toBe(
      'MODERATION_CASE_NOT_FOUND',
    );
    expect((await f.call('GET', `/api/admin/moderation/cases/${item?.id}`, friend)).statusCode).toBe(403);
  });

  it('shows the pictures of a friends-only post through links the moderator can open', async () => {
    const moderator = await signedInAccount(ctx, 'moderator');
    const author = await f.member();
    const friend = await f.member();
    await f.befriend(author, friend);
    const post = await f.post(author, {
      body: 'look',
      audience: 'friends',
      images: [{ mediaId: await f.picture(author), altText: 'a' }],
    });
    await f.call('POST', `/api/posts/${post.id}/report`, friend, { reason: 'violence' });
    const [item] = (await queue(moderator)).items;
    const res = await f.call('GET', `/api/admin/moderation/cases/${item?.id}`, moderator);
    expect(res.statusCode, res.body).toBe(200);
    const [picture] = res.json().content.pictures as string[];
    expect(picture).toMatch(/^\/files\/images\/.+\?expires=\d+&signature=/);
    const file = await ctx.app.inject({ method: 'GET', url: picture as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/^private, /);
    // What the case keeps holds no signed link (it would expire).
    expect(JSON.stringify(await f.rows('select snapshot from moderation_cases'))).not.toContain('signature=');
  });
});

describe('resolving a case', () => {
  it('remove: the post goes, the case keeps it, reporters and author hear of it, audited', async () => {
    const moderator = await signedInAccount(ctx, 'moderator');
    const author = await f.member();
    const reporter = await f.member();
    const post = await f.post(author, { body: 'scam link', audience: 'public' });
    await f.call('POST', `/api/posts/${post.id}/report`, reporter, { reason: 'scam' });
    const [item] = (await queue(moderator)).items;
    const caseId = item?.id ?? '';

    expect((await resolve(moderator, caseId, { action: 'explode' })).statusCode).toBe(422);
    expect((await resolve(reporter, caseId, { action: 'remove' })).statusCode).toBe(403);
    expect((await resolve({ headers: {} }, caseId, { action: 'remove' })).statusCode).toBe(401);
    expect((await resolve(moderator, UNKNOWN_ID, { action: 'remove' })).statusCode).toBe(404);

    const res = await resolve(moderator, caseId, { action: 'remove', note: 'scam' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'resolved',
      content: { body: 'scam link', available: false },
      resolution: { action: 'remove', note: 'scam', moderator: { id: moderator.id } },
    });
    expect((await f.call('GET', `/api/posts/${post.id}`, author)).statusCode).toBe(404);
    const again = await resolve(moderator, caseId, { action: 'dismiss' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'MODERATION_CASE_RESOLVED']);
    expect((await queue(moderator)).items).toEqual([]);
    expect((await queue(moderator, '?status=resolved')).items.map((c) => c.id)).toEqual([caseId]);

    await ctx.built.settle();
    const reporterLines = (await f.call('GET', '/api/notifications', reporter)).json().user;
    expect(reporterLines).toMatchObject([
      {
        type: 'report_outcome',
        actor: { displayName: 'BeTogether' },
        moderation: { kind: 'post', action: 'remove', suspendedUntil: null },
      },
    ]);
    expect(JSON.stringify(reporterLines)).not.toContain(moderator.id);
    expect((await f.call('GET', '/api/notifications', author)).json().user).toMatchObject([
      { type: 'moderation', moderation: { kind: 'post', action: 'remove' } },
    ]);
    expect(await auditActions()).toEqual(['moderation.resolve:moderation-case']);
  });

  it('remove: the post’s pictures go with it, their public address answers 404', async () => {
    const moderator = await signedInAccount(ctx, 'moderator');
    const author = await f.member();
    const reporter = await f.member();
    const post = await f.post(author, {
      body: 'look at this',
      audience: 'public',
      images: [{ mediaId: await f.picture(author), altText: 'a' }],
    });
    const url = post.images[0]?.url as string;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await f.call('POST', `/api/posts/${post.id}/report`, reporter, { reason: 'violence' });
    const [item] = (await queue(moderator)).items;
    const res = await resolve(moderator, item?.id ?? '', { action: 'remove' });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.built.settle();
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await f.rows(`select id from media_objects where id = '${post.images[0]?.mediaId}'`)).toEqual([]);
  });

  it('remove a comment: it goes and the post counts one comment less', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const author = await f.member();
    const reporter = await f.member();
    const post = await f.post(author, { body: 'hi', audience: 'public' });
    const commentId = await comment(reporter, post.id, 'insult');
    await comment(author, post.id, 'thanks');
    await f.call('POST', `/api/comments/${commentId}/report`, author, { reason: 'harassment' });
    const [item] = (await queue(admin)).items;
    expect((await resolve(admin, item?.id ?? '', { action: 'remove' })).statusCode).toBe(200);
    expect((await f.call('GET', `/api/posts/${post.id}`, author)).json().commentCount).toBe(1);
    expect(await f.rows(`select id from post_comments where id = '${commentId}'`)).toEqual([]);
  });

  it('a profile cannot be removed; staff are not warned; a moderator does not judge reports about them', async () => {
    const moderator = await signedInAccount(ctx, 'moderator');
    const other = await signedInAccount(ctx, 'moderator');
    const member = await f.member();
    const reporter = await f.member();
    await f.call('POST', `/api/users/${member.id}/report`, reporter, { reason: 'spam' });
    await f.call('POST', `/api/users/${moderator.id}/report`, reporter, { reason: 'spam' });
    const cases = (await queue(moderator)).items;
    const aboutMember = cases.find((c) => c.subjectId === member.id)?.id ?? '';
    const aboutModerator = cases.find((c) => c.subjectId === moderator.id)?.id ?? '';
    const removal = await resolve(moderator, aboutMember, { action: 'remove' });
    expect([removal.statusCode, removal.json().code]).toEqual([422, 'MODERATION_ACTION_NOT_APPLICABLE']);
    expect((await resolve(moderator, aboutModerator, { action: 'dismiss' })).statusCode).toBe(403);
    const warnStaff = await resolve(other, aboutModerator, { action: 'warn' });
    expect([warnStaff.statusCode, warnStaff.json().code]).toEqual([403, 'MODERATION_TARGET_STAFF']);
    expect((await resolve(other, aboutModerator, { action: 'dismiss' })).statusCode).toBe(200);
    expect(await auditActions()).toEqual(['moderation.resolve:moderation-case']);
  });

  it('warn: the author gets a mail and a line; the standing counts it', async () => {
    const moderator = await signedInAccount(ctx, 'moderator');
    const author = await f.member();
    const reporter = await f.member();
    const post = await f.post(author, { body: 'rude', audience: 'public' });
    await f.call('POST', `/api/posts/${post.id}/report`, reporter, { reason: 'harassment' });
    const [item] = (await queue(moderator)).items;
    const res = await resolve(moderator, item?.id ?? '', { action: 'warn', note: 'Be kind' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().authorStanding).toMatchObject({ warnings: 1, suspensions: 0 });
    const mail = await ctx.mailbox.waitFor(author.email, /warning/i);
    expect(mail.text).toContain('Be kind');
    // The post stays.
    expect((await f.call('GET', `/api/posts/${post.id}`, author)).statusCode).toBe(200);
  });

  it('suspend: sessions end, sign-in is refused until the end, a new report opens a new case', async () => {
    const moderator = await signedInAccount(ctx, 'moderator');
    const author = await f.member();
    const reporter = await f.member();
    const later = await f.member();
    const post = await f.post(author, { body: 'spam spam', audience: 'public' });
    await f.call('POST', `/api/posts/${post.id}/report`, reporter, { reason: 'spam' });
    const [item] = (await queue(moderator)).items;
    expect((await resolve(moderator, item?.id ?? '', { action: 'suspend' })).statusCode).toBe(422);
    expect((await resolve(moderator, item?.id ?? '', { action: 'suspend', days: 0 })).statusCode).toBe(422);
    const res = await resolve(moderator, item?.id ?? '', { action: 'suspend', days: 3, note: 'spam' });
    expect(res.statusCode, res.body).toBe(200);
    const until = res.json().resolution.suspendedUntil;
    expect(new Date(until).getTime()).toBe(ctx.clock.now().getTime() + 3 * 86_400_000);
    expect(res.json().authorStanding).toMatchObject({ suspensions: 1, suspendedUntil: until });

    expect((await f.call('GET', '/api/user-profile/', author)).statusCode).toBe(401);
    const login = await f.call('POST', '/api/auth/login', undefined, {
      identifier: author.email,
      password: TEST_PASSWORD,
      deviceId: author.deviceId,
    });
    expect([login.statusCode, login.json().code]).toEqual([403, 'ACCOUNT_SUSPENDED']);
    await ctx.mailbox.waitFor(author.email, /suspended/i);

    // Reported again after the decision: a new case; the first reporter cannot report twice.
    await f.call('POST', `/api/posts/${post.id}/report`, later, { reason: 'spam' });
    expect(
      (await f.call('POST', `/api/posts/${post.id}/report`, reporter, { reason: 'spam' })).statusCode,
    ).toBe(409);
    expect((await queue(moderator)).items.map((c) => c.reportCount)).toEqual([1]);

    ctx.clock.advance(3 * 86_400_000 + 1000);
    const back = await signIn(ctx, author.email, TEST_PASSWORD, author.deviceId);
    expect(back.token).toBeTruthy();
  });
});

describe('moderators', () => {
  it('an admin names and takes back moderators, audited', async () => {
    const admin = await signedInAccount(ctx, 'admin');
    const member = await f.member();
    const otherAdmin = await signedInAccount(ctx, 'admin');
    expect((await f.call('GET', '/api/admin/moderation/cases', member)).statusCode).toBe(403);

    const granted = await f.call('POST', '/api/admin/moderators', admin, {
      username: member.username.toUpperCase(),
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ id: member.id, role: 'moderator' });
    expect((await f.call('GET', '/api/admin/moderation/cases', member)).statusCode).toBe(200);
    expect(
      (await f.call('GET', '/api/admin/moderators', admin)).json().items.map((m: { id: string }) => m.id),
    ).toEqual([member.id]);
    // Only admins name moderators; an admin keeps their role.
    expect((await f.call('POST', '/api/admin/moderators', member, { username: 'x' })).statusCode).toBe(403);
    const adminTarget = await f.call('POST', '/api/admin/moderators', admin, {
      username: otherAdmin.username,
    });
    expect([adminTarget.statusCode, adminTarget.json().code]).toEqual([409, 'MODERATOR_ROLE_ADMIN']);
    expect(
      (await f.call('POST', '/api/admin/moderators', admin, { username: 'nobody_here' })).statusCode,
    ).toBe(404);
    expect((await f.call('POST', '/api/admin/moderators', admin, {})).statusCode).toBe(422);
    expect((await f.call('POST', '/api/admin/moderators', undefined, { username: 'x' })).statusCode).toBe(
      401,
    );

    expect((await f.call('DELETE', `/api/admin/moderators/${member.id}`, admin)).statusCode).toBe(204);
    expect((await f.call('GET', '/api/admin/moderation/cases', member)).statusCode).toBe(403);
    // Someone who is not (or no longer) a moderator: a specific code, not the generic NOT_FOUND.
    const notModerator = await f.call('DELETE', `/api/admin/moderators/${member.id}`, admin);
    expect([notModerator.statusCode, notModerator.json().code]).toEqual([404, 'MODERATOR_NOT_FOUND']);
    const unknown = await f.call('DELETE', `/api/admin/moderators/${UNKNOWN_ID}`, admin);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'USER_NOT_FOUND']);
    expect((await f.call('DELETE', `/api/admin/moderators/${otherAdmin.id}`, admin)).statusCode).toBe(409);
    expect(await auditActions()).toEqual([
      'moderation.moderator-grant:user',
      'moderation.moderator-revoke:user',
    ]);
  });
});
