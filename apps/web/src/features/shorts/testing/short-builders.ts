import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import type { Short, ShortAnalytics, ShortComment } from '@betogether/contracts/shorts/shorts.schemas';
import { person, uuid } from '@/testing/builders';

/** For the shorts screens tests: a ready short-video upload with its two renditions and poster. */
export function videoMedia(patch: Partial<MediaObject> = {}): MediaObject {
  const id = patch.id ?? uuid(500);
  return {
    id,
    purpose: 'short-video',
    status: 'ready',
    failureReason: null,
    contentType: 'video/mp4',
    size: 4_200_000,
    width: 720,
    height: 1280,
    blurhash: null,
    url: null,
    variants: [],
    video: {
      durationSeconds: 14,
      posterUrl: `/files/videos/${id}-poster.jpg`,
      sources: [
        { label: '720p', width: 720, height: 1280, url: `/files/videos/${id}-720.mp4`, bytes: 3_000_000 },
        { label: '360p', width: 360, height: 640, url: `/files/videos/${id}-360.mp4`, bytes: 900_000 },
      ],
      hlsUrl: null,
    },
    progress: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...patch,
  };
}

/** Someone else's short as a viewer sees it, numbered: `short(1)` is by Member 1. */
export function short(n: number, patch: Partial<Short> = {}): Short {
  return {
    id: uuid(600 + n),
    author: person(n),
    media: videoMedia({ id: uuid(500 + n) }),
    caption: `Short number ${n}`,
    altText: '',
    hashtags: [],
    mentions: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    viewCount: 10 * n,
    likeCount: n,
    commentCount: 0,
    shareCount: 0,
    saveCount: 0,
    liked: false,
    saved: false,
    following: false,
    remixOf: null,
    remixCount: 0,
    mine: false,
    ...patch,
  };
}

/** A comment on a short, by someone else. */
export function shortComment(n: number, patch: Partial<ShortComment> = {}): ShortComment {
  return {
    id: uuid(700 + n),
    shortId: short(1).id,
    author: person(n + 10),
    body: `Comment ${n}`,
    createdAt: '2026-03-01T11:00:00.000Z',
    mine: false,
    canDelete: false,
    ...patch,
  };
}

/** A week of a short's analytics. */
export function analytics(patch: Partial<ShortAnalytics> = {}): ShortAnalytics {
  const views = [3, 12, 45, 20, 8, 5, 2];
  return {
    views: 95,
    uniqueViewers: 80,
    averageWatchSeconds: 9.4,
    completionRate: 0.42,
    likes: 14,
    comments: 3,
    shares: 2,
    saves: 5,
    daily: views.map((count, index) => ({
      date: `2026-03-0${index + 1}`,
      views: count,
      averageWatchSeconds: 9,
      completionRate: 0.4,
    })),
    ...patch,
  };
}
