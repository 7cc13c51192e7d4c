import { Link } from "@remix-run/react";

export function LogoNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Logo not found</h1>
      <p className="mt-4 text-gray-700">This logo does not exist or is no longer available.</p>
      <Link to="/browse" className="mt-8 inline-block rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white">
        Browse Logos
      </Link>
    </div>
  );
}
