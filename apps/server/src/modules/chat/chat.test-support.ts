import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type Member, socialFixtures } from '../../test/social';
import type { TestContext } from '../../test/test-app';

/** Set-up of the chat tests: members (from the social fixtures), conversations and messages through the API. */
export function chatFixtures(ctx: TestContext) {
  const social = socialFixtures(ctx);
  const { call } = social;

  async function direct(from: Member, to: { id: string }) {
    const opened = await call('POST', '/api/conversations/direct', from.headers, { userId: to.id });
    expect([200, 201], opened.body).toContain(opened.statusCode);
    return opened.json().id as string;
  }

  async function group(owner: Member, others: Array<{ id: string }>, title = 'Weekend hike') {
    const made = await call('POST', '/api/conversations/groups', owner.headers, {
      title,
      memberIds: others.map((other) => other.id),
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().id as string;
  }

  async function send(from: Member, conversationId: string, text: string, more: object = {}) {
    const sent = await call('POST', `/api/conversations/${conversationId}/messages`, from.headers, {
      clientId: randomUUID(),
      text,
      ...more,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return sent.json();
  }

  async function history(reader: Member, conversationId: string, query = '') {
    const page = await call('GET', `/api/conversations/${conversationId}/messages${query}`, reader.headers);
    expect(page.statusCode, page.body).toBe(200);
    return page.json() as {
      items: Array<{ id: string; seq: number; text: string | null }>;
      hasMore: boolean;
    };
  }

  return { ...social, direct, group, send, history };
}
