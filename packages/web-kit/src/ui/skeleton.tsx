import type { CSSProperties, ReactNode } from 'react';
import './skeleton.css';

/**
 * A grey placeholder in the shape of what is loading (issue 15: skeletons instead of spinners, so the
 * page keeps its layout while it loads). Hidden from assistive technology; the group says what loads.
 */
export function Skeleton({ className = '', style }: { className?: string; style?: CSSProperties }) {
  return <span className={`skeleton ${className}`.trim()} style={style} aria-hidden="true" />;
}

/** Wraps skeletons: one polite 'Loading …' for screen readers, the shapes for the eye. */
export function SkeletonGroup({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className} role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
