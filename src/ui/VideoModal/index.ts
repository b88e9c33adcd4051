export { VideoModal, type VideoModalProps, type VideoItem } from './VideoModal';
