import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** Links inside the site navigate client-side; others open as plain links. */
function MdxLink({ href = '', ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href} {...rest} />;
  const external = /^https?:\/\//.test(href);
  return <a href={href} {...rest} {...(external ? { rel: 'noopener noreferrer' } : {})} />;
}

/** Wide tables scroll sideways on small screens instead of widening the page. */
function MdxTable(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

const components = { a: MdxLink, table: MdxTable };

/** How MDX pages render plain Markdown elements (provider import source of the MDX compiler). */
export function useMDXComponents() {
  return components;
}
