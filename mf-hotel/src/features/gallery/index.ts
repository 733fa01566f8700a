// The hotel's photos: large first photo, arrows, counter, keyboard, swipe, all photos in a dialog.
export { PhotoGallery, type PhotoGalleryProps } from './photo-gallery';
