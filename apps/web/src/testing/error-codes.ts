// Each catalogue adds its codes to ErrorCode by declaration merging, once it is part of the
// program: these imports put every one of them in, so a test names any declared code, typed.
import type {} from '@betogether/contracts/auth/auth.errors';
import type { ErrorCode } from '@betogether/contracts/common/common.errors';
import type {} from '@betogether/contracts/friends/friends.errors';
import type {} from '@betogether/contracts/media/media.errors';
import type {} from '@betogether/contracts/notifications/notifications.errors';
import type {} from '@betogether/contracts/payments/payments.errors';
import type {} from '@betogether/contracts/posts/posts.errors';
import type {} from '@betogether/contracts/search/search.errors';
import type {} from '@betogether/contracts/users/users.errors';
import type {} from '@betogether/contracts/wallet/wallet.errors';

/** Every error code a contract declares. */
export type DeclaredCode = ErrorCode;
