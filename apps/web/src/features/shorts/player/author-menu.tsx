import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { lazyPart } from '@/ui/lazy-part';

export type AuthorMenuProps = {
  open: boolean;
  anchor: HTMLElement | null;
  onClose: () => void;
  author: PersonSummary;
};

/** The author avatar's menu (their profile, their other shorts), downloaded when first opened. */
export const AuthorMenu = lazyPart<AuthorMenuProps>(() =>
  import('./author-menu-list').then((module) => module.AuthorMenuList),
);
