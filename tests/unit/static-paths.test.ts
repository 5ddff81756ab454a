import { describe, expect, it } from 'vitest';
import {
  ALLOWED_METHODS,
  encodeFilePath,
  filesToTry,
  isAllowedMethod,
  MAX_TARGET_LENGTH,
  NOT_FOUND_MODES,
  notFoundPages,
  requestPath,
  textTypeFor,
} from '../../scripts/static-paths.mjs';

describe('methods a static site answers', () => {
  it('allows GET and HEAD only', () => {
    expect(ALLOWED_METHODS).toEqual(['GET', 'HEAD']);
    expect(isAllowedMethod('GET')).toBe(true);
    expect(isAllowedMethod('HEAD')).toBe(true);
    for (const method of [
      'POST',
      'PUT',
      'DELETE',
      'PATCH',
      'OPTIONS',
      'TRACE',
      'CONNECT',
      'get',
      'head',
      '',
      undefined,
    ]) {
      expect(isAllowedMethod(method), String(method)).toBe(false);
    }
  });
});

describe('the path of a request target', () => {
  it('decodes the path and drops the query and the fragment', () => {
    expect(requestPath('/')).toEqual({ path: '/' });
    expect(requestPath('/demo/sticky-header')).toEqual({ path: '/demo/sticky-header' });
    expect(requestPath('/demo/sticky-header?tab=api')).toEqual({ path: '/demo/sticky-header' });
    expect(requestPath('/changelog#7.0.0')).toEqual({ path: '/changelog' });
    expect(requestPath('/a#b?c')).toEqual({ path: '/a' });
    expect(requestPath('/a?b#c')).toEqual({ path: '/a' });
    expect(requestPath('/?')).toEqual({ path: '/' });
    expect(requestPath('/zh-CN/%E4%B8%AD%E6%96%87')).toEqual({ path: '/zh-CN/中文' });
    expect(requestPath('/a%20b')).toEqual({ path: '/a b' });
    expect(requestPath('/~demos/simple')).toEqual({ path: '/~demos/simple' });
  });

  it('takes the path of an absolute-form target', () => {
    expect(requestPath('http://example.com/demo/simple?x')).toEqual({ path: '/demo/simple' });
    expect(requestPath('HTTPS://example.com:8080/a')).toEqual({ path: '/a' });
    expect(requestPath('http://example.com')).toEqual({ path: '/' });
    expect(requestPath('http://example.com?x=1')).toEqual({ path: '/' });
    expect(requestPath('git+ssh://host/a')).toEqual({ path: '/a' });
    // Not a scheme: left as it is, and then it is not a path.
    expect(requestPath('1http://example.com/a')).toEqual({ status: 400 });
    // Only at the start.
    expect(requestPath('/x/http://example.com/a')).toEqual({ path: '/x/http://example.com/a' });
  });

  it('refuses targets that are not paths', () => {
    for (const target of ['', '*', 'demo/simple', '?x=/a', '#/a', undefined]) {
      expect(requestPath(target), String(target)).toEqual({ status: 400 });
    }
  });

  it('refuses over-long targets with 414, up to the limit included', () => {
    expect(MAX_TARGET_LENGTH).toBe(2048);
    const atLimit = `/${'a'.repeat(MAX_TARGET_LENGTH - 1)}`;
    expect(requestPath(atLimit)).toEqual({ path: atLimit });
    expect(requestPath(`${atLimit}a`)).toEqual({ status: 414 });
    // The query counts: it is part of what the server has to read.
    expect(requestPath(`/?${'q'.repeat(MAX_TARGET_LENGTH)}`)).toEqual({ status: 414 });
  });

  it('refuses raw bytes a browser would have percent-encoded', () => {
    for (const target of ['/a b', '/a\tb', '/a\u0000b', '/a\u001fb', '/a\u007fb', '/中文', '/é', '/a\u0080']) {
      expect(requestPath(target), JSON.stringify(target)).toEqual({ status: 400 });
    }
    // The printable ASCII range, both ends.
    expect(requestPath('/!')).toEqual({ path: '/!' });
    expect(requestPath('/~')).toEqual({ path: '/~' });
  });

  it('refuses malformed percent-encoding instead of throwing', () => {
    for (const target of [
      '/%E0%A4%A', // the address: a sequence cut short
      '/%',
      '/%4',
      '/%zz',
      '/%g0',
      '/a%',
      '/%u002e', // IIS-style, not URL encoding
      '/%C0%AE', // an overlong "."
      '/%E0%80%AE', // another overlong "."
      '/%C0%AF', // an overlong "/"
      '/%ED%A0%80', // a UTF-16 surrogate
      '/%FF',
      '/%80',
    ]) {
      expect(requestPath(target), target).toEqual({ status: 400 });
    }
  });

  it('refuses "." and ".." segments in every encoding', () => {
    for (const target of [
      '/..',
      '/../etc/passwd',
      '/demo/../../etc/passwd',
      '/.',
      '/./index.html',
      '/demo/.',
      '/demo/..',
      '/%2e%2e/etc/passwd',
      '/%2E%2E/%2E%2E/etc/passwd',
      '/.%2e/x',
      '/%2e./x',
      '/zh-CN/..%2f..%2fetc%2fpasswd',
      '/zh-CN/..%2F..%2Fetc%2Fpasswd',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/%2e',
      '/a/%2e/b',
      'http://example.com/../x',
    ]) {
      expect(requestPath(target), target).toEqual({ status: 400 });
    }
  });

  it('refuses decoded control characters and backslashes', () => {
    for (const target of [
      '/%00',
      '/index.html%00.md',
      '/a%0Ab',
      '/a%0d%0aSet-Cookie:x',
      '/a%1F',
      '/a%7F',
      '/..%5c..%5cetc',
      '/a%5Cb',
      '/a\\b',
    ]) {
      expect(requestPath(target), target).toEqual({ status: 400 });
    }
    // Just outside the forbidden ranges.
    expect(requestPath('/a%20')).toEqual({ path: '/a ' });
    expect(requestPath('/a%7E')).toEqual({ path: '/a~' });
    expect(requestPath('/a%C2%80')).toEqual({ path: '/a\u0080' });
  });

  it('decodes exactly once, so a double-encoded ".." is a name, not a way up', () => {
    expect(requestPath('/%252e%252e/%252e%252e/etc/passwd')).toEqual({ path: '/%2e%2e/%2e%2e/etc/passwd' });
    expect(requestPath('/%25')).toEqual({ path: '/%' });
  });

  it('keeps names that only look like dots', () => {
    expect(requestPath('/...')).toEqual({ path: '/...' });
    expect(requestPath('/a..b/.c')).toEqual({ path: '/a..b/.c' });
    expect(requestPath('/..a')).toEqual({ path: '/..a' });
    expect(requestPath('/a.')).toEqual({ path: '/a.' });
  });
});

describe('the files that may answer a path', () => {
  it('tries the file, then .html, then the folder index', () => {
    expect(filesToTry('/')).toEqual(['index.html']);
    expect(filesToTry('/demo/sticky-header')).toEqual([
      'demo/sticky-header',
      'demo/sticky-header.html',
      'demo/sticky-header/index.html',
    ]);
    expect(filesToTry('/index.md')).toEqual(['index.md', 'index.md.html', 'index.md/index.html']);
  });

  it('ignores trailing slashes', () => {
    expect(filesToTry('/zh-CN/')).toEqual(['zh-CN', 'zh-CN.html', 'zh-CN/index.html']);
    expect(filesToTry('/zh-CN///')).toEqual(['zh-CN', 'zh-CN.html', 'zh-CN/index.html']);
    expect(filesToTry('//')).toEqual(['index.html']);
  });

  it('never serves a name that starts with a dot', () => {
    expect(filesToTry('/.env')).toEqual([]);
    expect(filesToTry('/.git/config')).toEqual([]);
    expect(filesToTry('/demo/.hidden')).toEqual([]);
    expect(filesToTry('/a.b/c.d')).toEqual(['a.b/c.d', 'a.b/c.d.html', 'a.b/c.d/index.html']);
  });

  it('keeps an empty segment, which names no file of the build', () => {
    expect(filesToTry('//etc/passwd')).toEqual(['/etc/passwd', '/etc/passwd.html', '/etc/passwd/index.html']);
  });
});

describe('the not-found page that answers a missing path', () => {
  it('in nearest mode: the 404.html of each folder up to the root', () => {
    expect(NOT_FOUND_MODES).toEqual(['nearest', 'single']);
    expect(notFoundPages('/zh-CN/no/such')).toEqual(['zh-CN/no/404.html', 'zh-CN/404.html', '404.html']);
    expect(notFoundPages('/zh-CN/no/such', 'nearest')).toEqual(['zh-CN/no/404.html', 'zh-CN/404.html', '404.html']);
    expect(notFoundPages('/~demos/nope')).toEqual(['~demos/404.html', '404.html']);
    expect(notFoundPages('/zh-CN/nope/')).toEqual(['zh-CN/404.html', '404.html']);
    expect(notFoundPages('/nowhere')).toEqual(['404.html']);
    expect(notFoundPages('/')).toEqual(['404.html']);
  });

  it('in single mode: the root 404.html for every path', () => {
    expect(notFoundPages('/zh-CN/no/such', 'single')).toEqual(['404.html']);
    expect(notFoundPages('/~demos/nope', 'single')).toEqual(['404.html']);
  });

  it('for a refused target: the root 404.html', () => {
    expect(notFoundPages(undefined)).toEqual(['404.html']);
    expect(notFoundPages(undefined, 'single')).toEqual(['404.html']);
  });

  it('names the modes when given an unknown one', () => {
    expect(() => notFoundPages('/x', 'spa')).toThrow('Unknown not-found mode "spa" (nearest, single)');
  });
});

describe('content types and file paths', () => {
  it('says UTF-8 for Markdown and plain text, and nothing for the rest', () => {
    expect(textTypeFor('index.md')).toBe('text/markdown; charset=utf-8');
    expect(textTypeFor('zh-CN/demo/x.md')).toBe('text/markdown; charset=utf-8');
    expect(textTypeFor('llms.txt')).toBe('text/plain; charset=utf-8');
    expect(textTypeFor('index.html')).toBeUndefined();
    expect(textTypeFor('a.md/index.html')).toBeUndefined();
    expect(textTypeFor('md')).toBeUndefined();
    expect(textTypeFor('a.md.html')).toBeUndefined();
    expect(textTypeFor('x.constructor')).toBeUndefined();
    expect(textTypeFor('x.MD')).toBeUndefined();
  });

  it('encodes each segment of a file path, keeping the slashes', () => {
    expect(encodeFilePath('index.html')).toBe('/index.html');
    expect(encodeFilePath('~demos/simple.html')).toBe('/~demos/simple.html');
    expect(encodeFilePath('zh-CN/a b/%.md')).toBe('/zh-CN/a%20b/%25.md');
    expect(encodeFilePath('a/中.html')).toBe('/a/%E4%B8%AD.html');
  });
});
