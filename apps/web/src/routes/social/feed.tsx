import { WelcomePage } from '@/features/home/welcome-page';

export function FeedRoute() {
  return <WelcomePage />;
}
