import {
  kycDocumentSides,
  kycDocumentTypes,
  kycEventKinds,
  kycStatuses,
} from '@betogether/contracts/kyc/kyc.constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, oneOf } from '../../db/columns';
import { users } from '../users/users.tables';

/**
 * A member's submission of an identity document (docs/decisions.md "KYC"). A member has at most one
 * pending at a time; their state is their latest submission's (`not_started` without one). Kept
 * after a final decision; its photos are deleted once the retention period has passed
 * (`documents_deleted_at`).
 */
export const kycRequests = pgTable(
  'kyc_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 24 }).notNull(),
    documentType: varchar('document_type', { length: 24 }).notNull(),
    documentNumber: varchar('document_number', { length: 30 }).notNull(),
    /** Upper case, letters and digits only: what two submissions of one document share. */
    documentKey: varchar('document_key', { length: 30 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    firstName: varchar('first_name', { length: 60 }).notNull(),
    lastName: varchar('last_name', { length: 60 }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    submittedAt: at('submitted_at').notNull(),
    decidedAt: at('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 500 }),
    resubmitFields: varchar('resubmit_fields', { length: 16 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    documentsDeletedAt: at('documents_deleted_at'),
  },
  (t) => [
    index('kyc_requests_user_idx').on(t.userId, t.submittedAt),
    index('kyc_requests_queue_idx').on(t.status, t.submittedAt, t.id),
    index('kyc_requests_document_idx').on(t.documentKey),
    index('kyc_requests_person_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.birthDate),
    uniqueIndex('kyc_requests_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    check(
      'kyc_requests_status_check',
      oneOf(
        'status',
        kycStatuses.filter((s) => s !== 'not_started'),
      ),
    ),
    check('kyc_requests_document_type_check', oneOf('document_type', kycDocumentTypes)),
  ],
);

/**
 * A photo of a document, sealed in storage (kyc-vault.ts, key `kyc/<id>.sealed`). Without a
 * request it waits for the member's next submission (one per side).
 */
export const kycPhotos = pgTable(
  'kyc_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => kycRequests.id, { onDelete: 'cascade' }),
    side: varchar('side', { length: 8 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storedBytes: integer('stored_bytes').notNull(),
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('kyc_photos_request_idx').on(t.requestId),
    uniqueIndex('kyc_photos_one_draft_per_side').on(t.userId, t.side).where(sql`${t.requestId} is null`),
    check('kyc_photos_side_check', oneOf('side', kycDocumentSides)),
  ],
);

/** Every opening of a photo: who, when, which (shown on the request's detail page). */
export const kycPhotoViews = pgTable(
  'kyc_photo_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => kycPhotos.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: at('viewed_at').notNull(),
  },
  (t) => [index('kyc_photo_views_photo_idx').on(t.photoId, t.viewedAt)],
);

/** A request's timeline: each step, with the reviewer's reason and what is asked again. */
export const kycEvents = pgTable(
  'kyc_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of steps taken in the same millisecond (a submission and a quick decision). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => kycRequests.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 500 }),
    fields: varchar('fields', { length: 16 }).array().notNull().default(sql`'{}'::varchar[]`),
    /** A reviewer's Idempotency-Key: the same decision asked again answers the first. */
    requestKey: varchar('request_key', { length: 100 }),
    at: at('at').notNull(),
  },
  (t) => [
    index('kyc_events_request_idx').on(t.requestId, t.at, t.seq),
    uniqueIndex('kyc_events_request_key').on(t.actorId, t.requestKey).where(sql`${t.requestKey} is not null`),
    check('kyc_events_kind_check', oneOf('kind', kycEventKinds)),
  ],
);

export type KycRequestRow = typeof kycRequests.$inferSelect;
export type KycPhotoRow = typeof kycPhotos.$inferSelect;
