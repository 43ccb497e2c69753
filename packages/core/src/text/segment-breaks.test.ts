import { describe, expect, it } from 'vitest';
import { removeWideSegmentBreaks } from './segment-breaks';

describe('removeWideSegmentBreaks', () => {
  it('removes a break between two Chinese or Japanese characters, with the spaces around it', () => {
    expect(removeWideSegmentBreaks('亦惟病時\n覺，既瘉')).toBe('亦惟病時覺，既瘉');
    expect(removeWideSegmentBreaks('一分，此之謂豫；如此則事無  \n\t  不濟')).toBe(
      '一分，此之謂豫；如此則事無不濟',
    );
    expect(removeWideSegmentBreaks('ひらがな\r\n\nカタカナ')).toBe('ひらがなカタカナ');
    // Fullwidth punctuation and the ideographic space are wide too.
    expect(removeWideSegmentBreaks('道，\n　　予小子')).toBe('道，　　予小子');
  });

  it('keeps breaks next to anything narrow, and between Hangul syllables', () => {
    expect(removeWideSegmentBreaks('end of\nline')).toBe('end of\nline');
    expect(removeWideSegmentBreaks('中文\nEnglish\n中文')).toBe('中文\nEnglish\n中文');
    expect(removeWideSegmentBreaks('한국어\n문장')).toBe('한국어\n문장');
    expect(removeWideSegmentBreaks('no break')).toBe('no break');
  });

  it('reads characters outside the Basic Multilingual Plane as one', () => {
    expect(removeWideSegmentBreaks('𠀀\n𠀁')).toBe('𠀀𠀁');
  });
});
