import { chatFileTypes, imageTypes, voiceNoteTypes } from '@betogether/contracts/media/media.constants';
import { describe, expect, it, vi } from 'vitest';
import { declaredTypeOf, safeFileName } from './attachments';
import { matchType } from './file-type';
import { voiceNoteProbe } from './voice-notes';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('safeFileName', () => {
  it.each([
    ['Rapport final ✓.pdf', 'application/pdf', 'Rapport final ✓.pdf'],
    ['../../etc/passwd.pdf', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\ana\\Desktop\\CV.PDF', 'application/pdf', 'CV.PDF'],
    ['invoice\u202Efdp.exe', 'application/pdf', 'invoicefdp.exe.pdf'],
    ['a\u0000b\nc\t.txt', 'text/plain', 'abc.txt'],
    ['what?<"is">|this*.csv', 'text/csv', 'what___is___this_.csv'],
    ['...hidden', 'text/plain', 'hidden.txt'],
    ['trailing. . ', 'application/zip', 'trailing.zip'],
    ['notes.html', 'text/plain', 'notes.html.txt'],
    ['', 'application/pdf', 'file.pdf'],
    [null, 'audio/webm', 'file.webm'],
    ['.pdf', 'application/pdf', 'pdf.pdf'],
  ])('%j as %s is %j', (name, type, expected) => {
    expect(safeFileName(name, type)).toBe(expected);
  });

  it('keeps at most 200 characters before the extension, never cutting a character in two', () => {
    const name = safeFileName(`${'é'.repeat(150)}${'😀'.repeat(100)}.pdf`, 'application/pdf');
    expect(Array.from(name)).toHaveLength(204);
    expect(name.endsWith('😀.pdf')).toBe(true);
  });
});

describe('declaredTypeOf', () => {
  it('drops parameters, takes the usual names, and lets a chat file’s name say what a vague type does not', () => {
    expect(declaredTypeOf('chat-voice', 'Audio/WebM; codecs=opus')).toBe('audio/webm');
    expect(declaredTypeOf('chat-file', 'application/x-zip-compressed', 'a.zip')).toBe('application/zip');
    expect(declaredTypeOf('chat-file', 'application/octet-stream', 'CV.DOCX')).toBe(DOCX);
    expect(declaredTypeOf('chat-file', '', 'data.csv')).toBe('text/csv');
    expect(declaredTypeOf('chat-file', 'application/vnd.ms-excel', 'data.csv')).toBe('text/csv');
    expect(declaredTypeOf('chat-file', 'application/vnd.ms-excel', 'old.xls')).toBe(
      'application/vnd.ms-excel',
    );
    expect(declaredTypeOf('chat-file', 'application/octet-stream', 'setup.exe')).toBe(
      'application/octet-stream',
    );
    // A declared type that says something stays; other purposes never read names.
    expect(declaredTypeOf('chat-file', 'application/pdf', 'photo.jpg')).toBe('application/pdf');
    expect(declaredTypeOf('post-media', 'application/octet-stream', 'photo.jpg')).toBe(
      'application/octet-stream',
    );
  });
});

describe('matchType', () => {
  const text = (value: string, encoding: BufferEncoding = 'utf8') => Buffer.from(value, encoding);

  it('tells text from binaries and from pages, in UTF-8, Latin-1 and UTF-16', () => {
    const accepted = chatFileTypes;
    expect(matchType(text('a,b\n1,2\n'), 'text/csv', accepted)?.contentType).toBe('text/csv');
    expect(matchType(text('café crème', 'latin1'), 'text/plain', accepted)?.contentType).toBe('text/plain');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), text('Grüße\r\n', 'utf16le')]);
    expect(matchType(utf16, 'text/plain', accepted)?.extension).toBe('txt');
    const bigEndian = Buffer.concat([Buffer.from([0xfe, 0xff]), text('Hi!', 'utf16le').swap16()]);
    expect(matchType(bigEndian, 'text/plain', accepted)?.contentType).toBe('text/plain');
    expect(matchType(Buffer.from([0x48, 0x69, 0x00, 0x21]), 'text/plain', accepted)).toBeNull();
    expect(matchType(Buffer.alloc(0), 'text/plain', accepted)).toBeNull();
    for (const page of [
      '<!doctype html><p>',
      ' <HTML>',
      '<svg/>',
      '<?xml version="1.0"?>',
      '<script>x</script>',
    ]) {
      expect(matchType(text(page), 'text/plain', accepted), page).toBeNull();
    }
  });

  it('answers the declared type of a shared container, and a kind’s own type for a mislabelled picture', () => {
    const zip = Buffer.from('PK\x03\x04rest', 'latin1');
    expect(matchType(zip, DOCX, chatFileTypes)).toEqual({ contentType: DOCX, extension: 'docx' });
    expect(matchType(zip, 'application/pdf', chatFileTypes)).toBeNull();
    const ole = Buffer.from('d0cf11e0a1b11ae1000000', 'hex');
    expect(matchType(ole, 'application/msword', chatFileTypes)?.extension).toBe('doc');
    const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
    expect(matchType(png, 'image/jpeg', imageTypes)).toEqual({ contentType: 'image/png', extension: 'png' });
    const webm = Buffer.from('1a45dfa3', 'hex');
    expect(matchType(webm, 'audio/webm', voiceNoteTypes)).toEqual({
      contentType: 'audio/webm',
      extension: 'webm',
    });
    expect(matchType(webm, 'video/webm', ['video/webm'])?.contentType).toBe('video/webm');
    const mp3 = Buffer.from('fffb9064', 'hex');
    expect(matchType(mp3, 'audio/mpeg', voiceNoteTypes)?.extension).toBe('mp3');
    expect(matchType(Buffer.from('ID3\x04', 'latin1'), 'audio/ogg', voiceNoteTypes)?.contentType).toBe(
      'audio/mpeg',
    );
    // A JPEG's own sync bytes are no MP3 frame.
    expect(matchType(Buffer.from('ffd8ffe0', 'hex'), 'audio/mpeg', voiceNoteTypes)).toBeNull();
  });
});

describe('voiceNoteProbe', () => {
  it('says once in the log that ffprobe is missing, and answers null every time', async () => {
    const log = { warn: vi.fn() };
    const probe = voiceNoteProbe('/nowhere/ffprobe', log);
    expect(await probe()).toBeNull();
    expect(await probe()).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[1]).toMatch(
      /^voice notes are kept without their duration: ffprobe was not found/,
    );
  });

  it('answers the path of a working ffprobe', async () => {
    const log = { warn: vi.fn() };
    expect(await voiceNoteProbe('ffprobe', log)()).toBe('ffprobe');
    expect(log.warn).not.toHaveBeenCalled();
  });
});
