import { useState } from 'react';
import { initialOf } from '../nav/profile-menu.tsx';

/** The avatar picture, or the name's initial when there is none or it fails to load. */
export function ProfileAvatar({ name, url }: { name: string; url: string | null }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && url !== failedUrl) {
    return <img className="avatar avatar--large avatar--image" src={url} alt="" onError={() => setFailedUrl(url)} />;
  }
  return <span className="avatar avatar--large" aria-hidden="true">{initialOf(name)}</span>;
}
