import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { personSummarySchema } from '../users/users.schemas';
import { friendRequestDirections } from './friends.constants';

/** Another member, named by id in the path (`/api/friends/requests/:userId/accept`, `/api/blocks/:userId`, ...). */
export const memberParamsSchema = z.object({ userId: z.uuid() });
export type MemberParams = z.infer<typeof memberParamsSchema>;

export const sendFriendRequestBodySchema = z.object({ userId: z.uuid() }).strict();
export type SendFriendRequestBody = z.infer<typeof sendFriendRequestBodySchema>;

export const friendshipStatuses = ['self', 'friends', 'request_sent', 'request_received', 'none'] as const;
export const friendshipStatusSchema = z.enum(friendshipStatuses);
export type FriendshipStatus = z.infer<typeof friendshipStatusSchema>;

/** Where the viewer stands with a member: what the profile buttons are built from. */
export const relationshipSchema = z.object({
  status: friendshipStatusSchema,
  /** The viewer follows the member. */
  following: z.boolean(),
  /** The member follows the viewer. */
  followsMe: z.boolean(),
  blockedByMe: z.boolean(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

/** Every action on a relationship answers where the two members stand afterwards. */
export const relationshipResponseSchema = z.object({ userId: z.uuid(), relationship: relationshipSchema });
export type RelationshipResponse = z.infer<typeof relationshipResponseSchema>;

export const friendRequestsQuerySchema = pageQuerySchema.extend({
  direction: z.enum(friendRequestDirections).default('received'),
});
export type FriendRequestsQuery = z.infer<typeof friendRequestsQuerySchema>;

export const friendRequestSchema = z.object({
  /** The sender for received requests, the receiver for sent ones. */
  person: personSummarySchema,
  mutualFriendsCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;
export const friendRequestsPageSchema = pageOf(friendRequestSchema);
export type FriendRequestsPage = z.infer<typeof friendRequestsPageSchema>;

export const friendsQuerySchema = pageQuerySchema.extend({
  /** Keeps friends whose name or username contains this (case and accents ignored). */
  q: textSchema.trim().max(100).optional(),
});
export type FriendsQuery = z.infer<typeof friendsQuerySchema>;

export const friendSchema = z.object({
  person: personSummarySchema,
  /** Friends the viewer has in common with this person. */
  mutualFriendsCount: z.number().int().min(0),
  friendsSince: z.iso.datetime(),
});
export type Friend = z.infer<typeof friendSchema>;
export const friendsPageSchema = pageOf(friendSchema);
export type FriendsPage = z.infer<typeof friendsPageSchema>;

export const suggestionsQuerySchema = pageQuerySchema;
export const suggestionSchema = z.object({
  person: personSummarySchema,
  mutualFriendsCount: z.number().int().min(0),
  sameCountry: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsPageSchema = pageOf(suggestionSchema);
export type SuggestionsPage = z.infer<typeof suggestionsPageSchema>;

export const blocksQuerySchema = pageQuerySchema;
export const blockedMemberSchema = z.object({ person: personSummarySchema, blockedAt: z.iso.datetime() });
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
export const blocksPageSchema = pageOf(blockedMemberSchema);
export type BlocksPage = z.infer<typeof blocksPageSchema>;

/** A member's uuid or username (`/social/profile/:userId` accepts both). */
export const memberRefSchema = z
  .string()
  .trim()
  .min(1)
  .max(36)
  .regex(/^[A-Za-z0-9_.-]+$/, 'A member id or username');

export const profileParamsSchema = z.object({ userIdOrUsername: memberRefSchema });
export type ProfileParams = z.infer<typeof profileParamsSchema>;

/**
 * A member's profile as the viewer may see it. When the viewer blocked the member, only who they
 * are and the relationship come back (so the viewer can unblock): bio, cover, country and counts
 * are empty/null then.
 */
export const profileSchema = z.object({
  person: personSummarySchema,
  coverUrl: z.string().nullable(),
  bio: z.string(),
  country: z.string().nullable(),
  joinedAt: z.iso.datetime(),
  friendsCount: z.number().int().min(0).nullable(),
  followersCount: z.number().int().min(0).nullable(),
  followingCount: z.number().int().min(0).nullable(),
  mutualFriendsCount: z.number().int().min(0).nullable(),
  relationship: relationshipSchema,
});
export type Profile = z.infer<typeof profileSchema>;
