export { BoundedMap } from './bounded-map';
export { RefreshingValue, type RefreshOptions } from './refreshing-value';
export { RecentViews } from './recent-views';
