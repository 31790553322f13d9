import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { EarningSteps } from './earning-steps';
import { FinalCallToAction } from './final-call-to-action';
import { LandingHero } from './landing-hero';
import { PartnersSection } from './partners-section';
import { SocialFeatures } from './social-features';
import { TrustSection } from './trust-section';

/** The public home page: what BeTogether is, how earning works, the social side, partners and trust. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const signedIn = Boolean(useSession().token);
  const title = t('meta.title');

  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <>
      <LandingHero signedIn={signedIn} />
      <EarningSteps />
      <SocialFeatures />
      <PartnersSection signedIn={signedIn} />
      <TrustSection />
      <FinalCallToAction signedIn={signedIn} />
    </>
  );
}
