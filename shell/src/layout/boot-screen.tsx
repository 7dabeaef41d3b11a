/**
 * What shows for the moment between the first paint and the router (manifest + remotes loading).
 * index.html holds the same markup and its styles, so it is on screen before any script runs.
 */
export function BootScreen() {
  return (
    <div className="boot" role="status" aria-live="polite">
      <span className="boot__logo" aria-hidden="true">H</span>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading Haat...</span>
    </div>
  );
}
