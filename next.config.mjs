/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native libSQL bindings and the PDF reader load at run time from node_modules.
  serverExternalPackages: ["@libsql/client", "libsql", "unpdf"],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    serverActions: { bodySizeLimit: "8mb" },
  },
};

export default nextConfig;
