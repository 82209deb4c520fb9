/**
 * `@joy/ui/live`: data hooks that keep a remote's open page current with the shell's live
 * changes (SWR revalidation on `live:changed`, and "more" lists read through SWR). A subpath,
 * not the main entry: the main entry is a shared singleton in the shell's first load, and only
 * the member and dealer remotes use these.
 */
export { useLiveRevalidate } from './use-live-revalidate';
export { useSwrPagedList, type SwrPagedList } from './use-swr-paged-list';
