-- Reports of posts move to the moderation module: each reported post becomes an open case.
INSERT INTO "moderation_cases" ("kind", "subject_id", "author_id", "status", "report_count", "snapshot",
  "first_reported_at", "last_reported_at", "activity_at")
SELECT 'post', p."id", p."author_id", 'open', count(*)::int,
  jsonb_build_object('body', left(p."body", 5000), 'pictures', '[]'::jsonb, 'postId', p."id",
    'audience', p."audience", 'createdAt', to_char(p."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  min(r."created_at"), max(r."created_at"), max(r."created_at")
FROM "post_reports" r JOIN "posts" p ON p."id" = r."post_id"
GROUP BY p."id", p."author_id", p."body", p."audience", p."created_at";--> statement-breakpoint
INSERT INTO "moderation_reports" ("case_id", "kind", "subject_id", "reporter_id", "reason", "details", "created_at")
SELECT c."id", 'post', r."post_id", r."reporter_id", r."reason", r."details", r."created_at"
FROM "post_reports" r JOIN "moderation_cases" c ON c."kind" = 'post' AND c."subject_id" = r."post_id" AND c."status" = 'open';--> statement-breakpoint
DROP TABLE "post_reports" CASCADE;
