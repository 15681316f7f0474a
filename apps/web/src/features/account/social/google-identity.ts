/** The few parts of Google Identity Services (accounts.google.com/gsi/client) the app uses. */
export interface GoogleCredentialResponse {
  credential?: string;
  select_by?: string;
}

interface GoogleButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number;
  locale?: string;
}

interface GoogleIdApi {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
  disableAutoSelect(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdApi } };
  }
}

const googleIdApi = (): GoogleIdApi | undefined => window.google?.accounts?.id;

let loading: { src: string; script: HTMLScriptElement; promise: Promise<GoogleIdApi> } | null =
  null;

/**
 * Adds the GIS client script once (a plain <script src>, which the CSP allows when Google is
 * configured) and resolves with `google.accounts.id` once it has run. A script that has left the
 * page before it ran (removed by another script, or by a test) is added again.
 */
export function loadGoogleIdentity(src: string): Promise<GoogleIdApi> {
  const ready = googleIdApi();
  if (ready) return Promise.resolve(ready);
  if (loading?.src === src && loading.script.isConnected) return loading.promise;
  const script = document.createElement('script');
  const promise = new Promise<GoogleIdApi>((resolve, reject) => {
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      const id = googleIdApi();
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not initialise'));
    });
    script.addEventListener('error', () => {
      // Let a later visit to the sign-in screen try again.
      loading = null;
      script.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    });
    document.head.append(script);
  });
  loading = { src, script, promise };
  return promise;
}

/** Ends Google's automatic sign-in on this page, when the script is loaded (docs/product/accounts.md#sign-out). */
export function endGoogleAutoSelect(): void {
  googleIdApi()?.disableAutoSelect();
}
