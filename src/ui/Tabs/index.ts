export {
  TabList,
  TabListSkeleton,
  TabPanel,
  type TabItem,
  type TabListProps,
  type TabListSkeletonProps,
  type TabPanelProps,
} from './Tabs';
