import { partnerSubjects, partnerThreadStatuses } from '@betogether/contracts/chat/chat.constants';
import { defineUrlFilters, oneOf } from '@/lib/url-filters';
import { idParam as id } from '../components/two-pane-chat';

/**
 * The page's address, so that Back, reload and a link keep it: `c` the open thread, `view` and
 * `status` the list, `new=1` the question form; `partner`, `subject`, `task` and `reward` (the
 * member's attempt) fill the form in (a task's "Ask the partner").
 */
export const partnerAddress = defineUrlFilters(
  {
    c: id,
    view: oneOf(['mine', 'queue'] as const),
    status: oneOf(partnerThreadStatuses),
    new: oneOf(['1'] as const),
    partner: id,
    subject: oneOf(partnerSubjects),
    task: id,
    reward: id,
  },
  { status: 'open' },
);
