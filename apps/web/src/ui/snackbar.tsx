import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import type { ToastMessage } from './toast';

type Notify = (text: string, severity?: ToastMessage['severity'], action?: ReactNode) => void;

const SnackbarContext = createContext<Notify>(() => undefined);
// Loaded on the first message only: most first visits never show one.
const Toast = lazy(() => import('./toast').then((m) => ({ default: m.Toast })));

/** Confirms actions with a short message at the bottom of the screen. */
export function SnackbarHost({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const notify = useCallback<Notify>((text, severity = 'success', action) => {
    setMessage({ id: Date.now(), text, severity, action });
  }, []);
  return (
    <SnackbarContext.Provider value={notify}>
      {children}
      {message && (
        <Suspense fallback={null}>
          <Toast message={message} onClose={() => setMessage(null)} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(SnackbarContext);
}
