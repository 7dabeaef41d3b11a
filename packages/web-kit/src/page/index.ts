// Not in the package root (shared by every remote and loaded with the shell, where every byte counts
// into the first paint): each app bundles the page pieces it uses, through '@haat/web-kit/page'.
export { PageFrame } from './page-frame.tsx';
