import { describe, expect, it } from 'vitest';
import { videoMedia } from '../testing/short-builders';
import { chooseSource, playbackOf } from './video-playback';

const video = videoMedia().video;
if (!video) throw new Error('the builder makes a ready video');

describe('chooseSource: the rendition for this screen', () => {
  it('takes the smallest rendition at least as wide as the player, else the largest', () => {
    expect(chooseSource(video.sources, { pixels: 300, saveData: false })?.label).toBe('360p');
    expect(chooseSource(video.sources, { pixels: 375 * 2, saveData: false })?.label).toBe('720p');
    expect(chooseSource(video.sources, { pixels: 480 * 3, saveData: false })?.label).toBe('720p');
  });

  it('takes the smallest to save data', () => {
    expect(chooseSource(video.sources, { pixels: 1440, saveData: true })?.label).toBe('360p');
  });
});

describe('playbackOf: MP4, native HLS or hls.js', () => {
  const screen = { pixels: 400, saveData: false };

  it('plays a short video from its MP4', () => {
    expect(playbackOf(video, { ...screen, nativeHls: false })).toEqual({
      kind: 'src',
      url: video.sources[0]?.url,
    });
  });

  it('plays a long one through the browser’s HLS, or hls.js where there is none', () => {
    const long = { ...video, durationSeconds: 170, hlsUrl: '/files/videos/long/master.m3u8' };
    expect(playbackOf(long, { ...screen, nativeHls: true })).toEqual({ kind: 'src', url: long.hlsUrl });
    expect(playbackOf(long, { ...screen, nativeHls: false })).toEqual({ kind: 'hls.js', url: long.hlsUrl });
  });

  it('has nothing to play without a rendition', () => {
    expect(playbackOf({ ...video, sources: [] }, { ...screen, nativeHls: false })).toBeNull();
  });
});
