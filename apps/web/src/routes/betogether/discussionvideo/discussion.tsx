import { CallPage } from '@/features/calls/screen/call-page';

/** `/betogether/discussionvideo/discussion?c=<conversationId>`: a conversation's audio or video call. */
export function VideoCallRoute() {
  return <CallPage />;
}
