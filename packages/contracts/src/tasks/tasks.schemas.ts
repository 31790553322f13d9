import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { mediaObjectSchema } from '../media/media.schemas';
import {
  DAILY_CAP_MAX,
  PICTURE_SECONDS_MAX,
  PICTURE_SECONDS_MIN,
  proofKinds,
  proofReviewers,
  QUIZ_ANSWER_MAX,
  QUIZ_ANSWERS_MAX,
  QUIZ_ANSWERS_MIN,
  QUIZ_DRAW_MAX,
  QUIZ_QUESTION_MAX,
  QUIZ_QUESTIONS_MAX,
  TARGET_AGE_MAX,
  TARGET_AGE_MIN,
  TARGET_COUNTRIES_MAX,
  TASK_COMPLETIONS_MAX,
  TASK_FEE_PERCENT_MAX,
  TASK_INSTRUCTIONS_MAX,
  TASK_PICTURES_MAX,
  TASK_REWARD_MAX,
  TASK_TITLE_MAX,
  taskKinds,
  taskStatuses,
} from './tasks.constants';

export const taskKindSchema = z.enum(taskKinds);
export const taskStatusSchema = z.enum(taskStatuses);
export const proofKindSchema = z.enum(proofKinds);
export const proofReviewerSchema = z.enum(proofReviewers);
export const taskParamsSchema = z.object({ taskId: z.uuid() });
export const attemptParamsSchema = z.object({ attemptId: z.uuid() });

/** Who sees a task: members of these countries (none: everywhere) and of this age range. */
export const targetingSchema = z
  .object({
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'A country code such as FR'))
      .max(TARGET_COUNTRIES_MAX)
      .default([])
      .refine((list) => new Set(list).size === list.length, 'Each country once'),
    minAge: z.number().int().min(TARGET_AGE_MIN).max(TARGET_AGE_MAX).nullable().default(null),
    maxAge: z.number().int().min(TARGET_AGE_MIN).max(TARGET_AGE_MAX).nullable().default(null),
  })
  .strict()
  .refine((t) => t.minAge === null || t.maxAge === null || t.minAge <= t.maxAge, {
    message: 'The youngest age is at most the oldest',
    path: ['maxAge'],
  });
export type Targeting = z.infer<typeof targetingSchema>;

export const quizQuestionInputSchema = z
  .object({
    text: textSchema.trim().min(1).max(QUIZ_QUESTION_MAX),
    answers: z
      .array(textSchema.trim().min(1).max(QUIZ_ANSWER_MAX))
      .min(QUIZ_ANSWERS_MIN)
      .max(QUIZ_ANSWERS_MAX),
    /** The right answer's place in `answers`: kept on the server, never sent to members. */
    correctIndex: z
      .number()
      .int()
      .min(0)
      .max(QUIZ_ANSWERS_MAX - 1),
  })
  .strict()
  .refine((q) => q.correctIndex < q.answers.length, {
    message: 'The right answer is one of the answers',
    path: ['correctIndex'],
  });

/** A pool of questions; each member gets `drawCount` of them and passes with `passMark` right. */
export const quizInputSchema = z
  .object({
    questions: z.array(quizQuestionInputSchema).min(1).max(QUIZ_QUESTIONS_MAX),
    drawCount: z.number().int().min(1).max(QUIZ_DRAW_MAX),
    passMark: z.number().int().min(1).max(QUIZ_DRAW_MAX),
  })
  .strict()
  .refine((q) => q.drawCount <= q.questions.length, {
    message: 'At most as many questions drawn as there are in the pool',
    path: ['drawCount'],
  })
  .refine((q) => q.passMark <= q.drawCount, {
    message: 'The pass mark is at most the number of questions drawn',
    path: ['passMark'],
  });
export type QuizInput = z.input<typeof quizInputSchema>;

const common = {
  title: textSchema.trim().min(3).max(TASK_TITLE_MAX),
  instructions: textSchema.trim().max(TASK_INSTRUCTIONS_MAX).default(''),
  /** Free tasks (for visibility only) reward 0; paid ones at least the admins' minimum. */
  free: z.boolean().default(false),
  rewardCoins: z.number().int().min(0).max(TASK_REWARD_MAX),
  /** How many members can complete it (and be paid). */
  completions: z.number().int().min(1).max(TASK_COMPLETIONS_MAX),
  targeting: targetingSchema.default({ countries: [], minAge: null, maxAge: null }),
  /** Null: as soon as it is published (and approved). */
  startsAt: z.iso.datetime().nullable().default(null),
  endsAt: z.iso.datetime(),
};

/**
 * A task as its partner writes it (create, and replace while a draft). The server also checks
 * what needs data: the files are the partner's and ready, the reward reaches the minimum, the
 * dates are ahead.
 */
export const taskInputSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('picture'),
      ...common,
      pictureIds: z
        .array(z.uuid())
        .min(1)
        .max(TASK_PICTURES_MAX)
        .refine((ids) => new Set(ids).size === ids.length, 'Each picture once'),
      /** How long the pictures must be on screen. */
      viewSeconds: z.number().int().min(PICTURE_SECONDS_MIN).max(PICTURE_SECONDS_MAX),
    })
    .strict(),
  z
    .object({
      kind: z.literal('video'),
      ...common,
      videoId: z.uuid(),
      /** Required on a paid video task; a free one may have none. */
      quiz: quizInputSchema.nullable().default(null),
    })
    .strict(),
  z
    .object({
      kind: z.literal('special'),
      ...common,
      proofKind: proofKindSchema,
      reviewer: proofReviewerSchema.default('partner'),
    })
    .strict(),
]);
export type TaskInput = z.input<typeof taskInputSchema>;

/** What may change once members may have taken part: nothing they saw or did. */
export const taskPatchSchema = z
  .object({
    title: common.title.optional(),
    instructions: textSchema.trim().max(TASK_INSTRUCTIONS_MAX).optional(),
    /** Only later than the current end. */
    endsAt: z.iso.datetime().optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'Nothing to change');
export type TaskPatch = z.infer<typeof taskPatchSchema>;

export const quizQuestionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  answers: z.array(z.string()),
  correctIndex: z.number().int(),
});

/** A task as its partner (and admins) see it: everything, with its money and counts. */
export const partnerTaskSchema = z.object({
  id: z.uuid(),
  kind: taskKindSchema,
  free: z.boolean(),
  status: taskStatusSchema,
  title: z.string(),
  instructions: z.string(),
  rewardCoins: z.number().int(),
  completions: z.number().int(),
  completionsDone: z.number().int(),
  /** Special tasks: proofs waiting for review (their places are held). */
  pendingReviews: z.number().int(),
  /** Fixed when published: the fee of each paid completion. */
  feePerCompletion: z.number().int(),
  /** Set aside when published: (reward + fee) × completions. */
  budgetCoins: z.number().int(),
  /** What the escrow still holds; given back when the task is over. */
  escrowCoins: z.number().int(),
  spentCoins: z.number().int(),
  /** Picture: the viewing time asked; video: the video's length. */
  secondsNeeded: z.number().int(),
  pictures: z.array(mediaObjectSchema),
  video: mediaObjectSchema.nullable(),
  quiz: z
    .object({
      questions: z.array(quizQuestionSchema),
      drawCount: z.number().int(),
      passMark: z.number().int(),
    })
    .nullable(),
  proofKind: proofKindSchema.nullable(),
  reviewer: proofReviewerSchema.nullable(),
  targeting: z.object({
    countries: z.array(z.string()),
    minAge: z.number().int().nullable(),
    maxAge: z.number().int().nullable(),
  }),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  /** Why an admin refused or cancelled it. */
  closingReason: z.string().nullable(),
  /** Member reports not yet resolved. */
  openReports: z.number().int(),
});
export type PartnerTask = z.infer<typeof partnerTaskSchema>;

export const partnerTaskPageSchema = pageOf(partnerTaskSchema);
export const partnerTaskListQuerySchema = pageQuerySchema.extend({
  kind: taskKindSchema.optional(),
  status: taskStatusSchema.optional(),
  /** `true`: only free tasks (`partners/video-task/free-videos`); `false`: only paid ones. */
  free: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type PartnerTaskListQuery = z.input<typeof partnerTaskListQuerySchema>;

/** The rules of the economy of tasks, set by admins. */
export const taskSettingsSchema = z.object({
  feePercent: z.number().int().min(0).max(TASK_FEE_PERCENT_MAX),
  dailyCapCoins: z.number().int().min(1).max(DAILY_CAP_MAX),
  minRewardCoins: z.number().int().min(1).max(TASK_REWARD_MAX),
  approvalsRequired: z.number().int().min(0).max(100),
});
export type TaskSettings = z.infer<typeof taskSettingsSchema>;
export const taskSettingsBodySchema = taskSettingsSchema.strict();
export type TaskSettingsBody = z.infer<typeof taskSettingsBodySchema>;

/** What the create screens show before publishing. */
export const partnerTaskSettingsSchema = taskSettingsSchema.extend({
  /** How many of the partner's tasks still wait for an admin's approval when published. */
  reviewedTasksLeft: z.number().int().min(0),
});
export type PartnerTaskSettings = z.infer<typeof partnerTaskSettingsSchema>;
