import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { fetchDeployedVersion, isNewBuild, VERSION_CHECK_INTERVAL_MS } from '@/lib/build-version';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';

/** Spec §4: a timer looks for a new build and offers a reload (also when the tab comes back). */
export function VersionCheck() {
  const { t } = useTranslation();
  const notify = useNotify();
  const offered = useRef(false);
  useEffect(() => {
    const check = async () => {
      if (offered.current || document.visibilityState === 'hidden') return;
      const deployed = await fetchDeployedVersion();
      if (isNewBuild(__APP_VERSION__, deployed) && !offered.current) {
        offered.current = true;
        notify(
          t('version.available'),
          'info',
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('version.reload')}
          </Button>,
        );
      }
    };
    const timer = window.setInterval(check, VERSION_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [notify, t]);
  return null;
}
