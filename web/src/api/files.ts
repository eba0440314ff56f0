import { useCallMutation } from './query';

/** file.upload: one file, its address back (review photos, merchant licences: components/use-upload-files.ts). */
export const useUploadFile = () => useCallMutation('file.upload');
