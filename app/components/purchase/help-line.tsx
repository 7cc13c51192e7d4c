/** The help line both purchase result pages end with (accounts spec section 2). */
export function HelpLine({ email }: { email: string }) {
  return (
    <p className="mt-10 text-sm text-gray-700">
      Need help? Contact us at{" "}
      <a href={`mailto:${email}`} className="text-indigo-700 underline">
        {email}
      </a>
    </p>
  );
}
