// Video, thumbnail, caption and playlist reasons from the YouTube method pages.
import { ApiError } from '../http/errors.ts';

const video = (status: number, reason: string, message: string) =>
  new ApiError({ status, reason, domain: 'youtube.video', message });
const caption = (status: number, reason: string, message: string) =>
  new ApiError({ status, reason, domain: 'youtube.caption', message });
const thumbnail = (status: number, reason: string, message: string) =>
  new ApiError({ status, reason, domain: 'youtube.thumbnail', message });

export const videoErrors = {
  videoNotFound: (message = 'The video that you are trying to update cannot be found.') =>
    video(404, 'videoNotFound', message),
  forbidden: (
    message = 'The video that you are trying to update cannot be updated by the authenticated user.',
  ) => video(403, 'forbidden', message),
  invalidTitle: (detail: string) =>
    video(400, 'invalidTitle', `The request metadata specifies an invalid or empty video title. ${detail}`),
  invalidDescription: (detail: string) =>
    video(
      400,
      'invalidDescription',
      `The request metadata specifies an invalid video description. ${detail}`,
    ),
  invalidTags: (detail: string) =>
    video(400, 'invalidTags', `The request metadata specifies invalid video keywords. ${detail}`),
  invalidCategoryId: (detail: string) =>
    video(
      400,
      'invalidCategoryId',
      `The snippet.categoryId property specifies an invalid category ID. ${detail} ` +
        'Use the videoCategories.list method to retrieve supported categories.',
    ),
  defaultLanguageNotSet: () =>
    video(
      400,
      'defaultLanguageNotSet',
      'The request is trying to add localized video details without specifying the default language of the video details.',
    ),
  invalidVideoMetadata: (detail: string) =>
    video(400, 'invalidVideoMetadata', `The request metadata is invalid. ${detail}`),
  invalidPublishAt: (detail: string) =>
    video(
      400,
      'invalidPublishAt',
      `The request metadata specifies an invalid scheduled publishing time. ${detail}`,
    ),
  invalidRecordingDate: () =>
    video(400, 'invalidRecordingDate', 'The request metadata specifies an invalid recording date.'),
  mediaBodyRequired: () => video(400, 'mediaBodyRequired', 'The request does not include the video content.'),
  uploadLimitExceeded: () =>
    video(400, 'uploadLimitExceeded', 'The user has exceeded the number of videos they may upload.'),
};

/** The resumable upload protocol's own answers (the session URI, Content-Range). */
export const uploadErrors = {
  sessionNotFound: () =>
    new ApiError({
      status: 404,
      reason: 'notFound',
      domain: 'global',
      message: 'The upload session was not found. It may have expired; start a new upload.',
    }),
  badContentRange: (detail: string) =>
    new ApiError({
      status: 400,
      reason: 'badRequest',
      domain: 'global',
      message: `Invalid Content-Range for this upload session. ${detail}`,
      location: 'Content-Range',
      locationType: 'header',
    }),
  missingUploadLength: () =>
    new ApiError({
      status: 400,
      reason: 'badRequest',
      domain: 'global',
      message: 'X-Upload-Content-Length must be a non-negative integer when given.',
      location: 'X-Upload-Content-Length',
      locationType: 'header',
    }),
};

export const captionErrors = {
  captionNotFound: () => caption(404, 'captionNotFound', 'The caption track could not be found.'),
  videoNotFound: () =>
    new ApiError({
      status: 404,
      reason: 'videoNotFound',
      domain: 'youtube.caption',
      message: 'The video identified by the videoId parameter could not be found.',
    }),
  forbidden: () =>
    caption(
      403,
      'forbidden',
      'The permissions associated with the request are not sufficient to access the captions.',
    ),
  captionExists: () => caption(409, 'captionExists', 'The specified caption track already exists.'),
  contentRequired: () =>
    caption(400, 'contentRequired', 'The request does not contain the caption track contents.'),
  nameTooLong: () =>
    caption(
      400,
      'nameTooLong',
      'The snippet.name specified in the request is too long. The maximum length supported is 150 characters.',
    ),
  invalidMetadata: (detail: string) =>
    caption(400, 'invalidMetadata', `The request contains invalid metadata values. ${detail}`),
  couldNotConvert: () =>
    caption(400, 'couldNotConvert', 'The caption track data could not be converted to the requested format.'),
};

export const thumbnailErrors = {
  videoNotFound: () =>
    thumbnail(
      404,
      'videoNotFound',
      "The video that you are trying to insert a thumbnail image for cannot be found. Check the value of the request's videoId parameter to ensure that it is correct.",
    ),
  forbidden: (message: string) => thumbnail(403, 'forbidden', message),
  invalidImage: (detail: string) =>
    thumbnail(400, 'invalidImage', `The provided image content is invalid. ${detail}`),
  mediaBodyRequired: () =>
    thumbnail(400, 'mediaBodyRequired', 'The request does not include the image content.'),
  uploadRateLimitExceeded: () =>
    thumbnail(
      429,
      'uploadRateLimitExceeded',
      'The channel has uploaded too many thumbnails recently. Please try the request again later.',
    ),
};

export const playlistErrors = {
  playlistNotFound: () =>
    new ApiError({
      status: 404,
      reason: 'playlistNotFound',
      domain: 'youtube.playlistItem',
      message: "The playlist identified with the request's playlistId parameter cannot be found.",
      location: 'playlistId',
      locationType: 'parameter',
    }),
  playlistItemsNotAccessible: () =>
    new ApiError({
      status: 403,
      reason: 'playlistItemsNotAccessible',
      domain: 'youtube.playlistItem',
      message: 'The request is not properly authorized to retrieve the specified playlist.',
    }),
  playlistIdRequired: () =>
    new ApiError({
      status: 400,
      reason: 'playlistIdRequired',
      domain: 'youtube.playlistItem',
      message: 'The request does not specify a value for the required playlistId property.',
    }),
};
