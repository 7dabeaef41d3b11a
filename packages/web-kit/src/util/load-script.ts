/**
 * Appends `<script async src>` and settles when it has run or failed to load. A script that failed
 * is taken out again, so a later call can try anew; keeping one load per script is the caller's.
 */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`${src} could not be loaded`));
    }, { once: true });
    document.head.append(script);
  });
}
