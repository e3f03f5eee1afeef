"use client";
import Button, { type ButtonProps } from "@mui/material/Button";
import MuiLink, { type LinkProps as MuiLinkProps } from "@mui/material/Link";
import NextLink from "next/link";

/** A text link for client-side navigation, usable from server components. */
export function Link({ href, ...props }: Omit<MuiLinkProps, "component"> & { href: string }) {
  return <MuiLink component={NextLink} href={href} {...props} />;
}

/** A call-to-action that navigates. */
export function ButtonLink({
  href,
  ...props
}: Omit<ButtonProps<"a">, "component" | "href"> & { href: string }) {
  return <Button component={NextLink} href={href} {...props} />;
}
