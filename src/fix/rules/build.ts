/**
 * C and C++ builds: a header that only a library's development package brings
 * (Debian's names, offered only where apt is), the maths or threads
 * library left off the link line, the project's other source files, and a
 * generator or target cmake does not have.
 */
import { join } from "node:path";
import { typoDistance } from "../../suggest.ts";
import { nearest, tolerance } from "../nearest.ts";
import type { Rule, Suggestion } from "../types.ts";
import { escapeRegExp, quoteWord, replaceToken, table } from "../words.ts";

/** Headers, or the folder they live in, by the Debian package that ships them. */
const PACKAGES: Record<string, string> = table({
  "libcurl4-openssl-dev": "curl/", "libpcap-dev": "pcap.h pcap/", "libssl-dev": "openssl/", "zlib1g-dev": "zlib.h",
  "libffi-dev": "ffi.h", "libsdl2-dev": "SDL2/", "libsqlite3-dev": "sqlite3.h", "libreadline-dev": "readline/",
  "libncurses-dev": "ncurses.h curses.h", "libbz2-dev": "bzlib.h", "liblzma-dev": "lzma.h", "libyaml-dev": "yaml.h",
  "libxml2-dev": "libxml/", "libexpat1-dev": "expat.h", "libpng-dev": "png.h", "libjpeg-dev": "jpeglib.h",
  "libgmp-dev": "gmp.h", "libmpfr-dev": "mpfr.h", "uuid-dev": "uuid/", "libsystemd-dev": "systemd/", "libudev-dev": "libudev.h",
  "python3-dev": "Python.h", "default-libmysqlclient-dev": "mysql/", "libpq-dev": "libpq-fe.h postgresql/", "libsodium-dev": "sodium.h",
  "libevent-dev": "event2/ event.h", "libuv1-dev": "uv.h", "libgtk-3-dev": "gtk/", "libglib2.0-dev": "glib.h glib/",
  "libx11-dev": "X11/", "libgl-dev": "GL/gl.h", "freeglut3-dev": "GL/glut.h GL/freeglut.h", "libglfw3-dev": "GLFW/",
  "libboost-dev": "boost/", "libjson-c-dev": "json-c/", "libjansson-dev": "jansson.h", "libarchive-dev": "archive.h",
  "libmagic-dev": "magic.h", "libpcre2-dev": "pcre2.h", "libpcre3-dev": "pcre.h", "libpam0g-dev": "security/",
  "libasound2-dev": "alsa/", "libpulse-dev": "pulse/", "libcairo2-dev": "cairo/ cairo.h", "libfreetype-dev": "ft2build.h freetype2/",
  "libfuse3-dev": "fuse3/", "libfuse-dev": "fuse.h", "libzmq3-dev": "zmq.h", "libhiredis-dev": "hiredis/", "liblua5.4-dev": "lua.h lua5.4/",
  "libusb-1.0-0-dev": "libusb-1.0/", "libdbus-1-dev": "dbus/", "libkrb5-dev": "krb5.h", "libldap2-dev": "ldap.h",
  "libgnutls28-dev": "gnutls/", "libzstd-dev": "zstd.h", "liblz4-dev": "lz4.h", "libtiff-dev": "tiffio.h", "libwebp-dev": "webp/",
  "libopencv-dev": "opencv2/ opencv4/", "libeigen3-dev": "Eigen/ eigen3/", "libgtest-dev": "gtest/", "libgmock-dev": "gmock/",
  "libcjson-dev": "cjson/", "libmicrohttpd-dev": "microhttpd.h", "libmosquitto-dev": "mosquitto.h", "libssh-dev": "libssh/",
  "libssh2-1-dev": "libssh2.h", "libgit2-dev": "git2.h git2/", "libbpf-dev": "bpf/", "libgpgme-dev": "gpgme.h", "libargon2-dev": "argon2.h",
  "libseccomp-dev": "seccomp.h", "libcap-dev": "sys/capability.h", "libselinux1-dev": "selinux/", "libacl1-dev": "acl/ sys/acl.h",
  "libnuma-dev": "numa.h", "libopenmpi-dev": "mpi.h", "libfftw3-dev": "fftw3.h", "libopenblas-dev": "cblas.h", "liblapacke-dev": "lapacke.h",
  "libhdf5-dev": "hdf5.h", "libgdal-dev": "gdal.h gdal/", "libgeos-dev": "geos_c.h", "tcl-dev": "tcl.h", "ruby-dev": "ruby.h",
  "libcrypt-dev": "crypt.h", "libmnl-dev": "libmnl/", "libnl-3-dev": "netlink/", "libgpiod-dev": "gpiod.h", "libnotify-dev": "libnotify/",
  "libavcodec-dev": "libavcodec/", "libavformat-dev": "libavformat/", "libswscale-dev": "libswscale/", "libportaudio-dev": "portaudio.h",
  "libsndfile1-dev": "sndfile.h", "libcunit1-dev": "CUnit/", "check": "check.h", "libprotobuf-dev": "google/protobuf/",
  "libgrpc++-dev": "grpcpp/", "libspdlog-dev": "spdlog/", "libfmt-dev": "fmt/", "nlohmann-json3-dev": "nlohmann/",
  "libyaml-cpp-dev": "yaml-cpp/", "libtbb-dev": "tbb/", "libsqlcipher-dev": "sqlcipher/",
});

/** The package that ships `header` (`curl/curl.h`), by its own name or the folder it is in. */
export function packageFor(header: string): string | undefined {
  const folder = header.includes("/") ? `${header.slice(0, header.indexOf("/"))}/` : undefined;
  for (const [pkg, names] of Object.entries(PACKAGES)) {
    const list = names.split(" ");
    if (list.includes(header) || (folder && list.includes(folder))) return pkg;
  }
  return undefined;
}

/** Functions of libm and of threads, which the link line must name. */
const MATHS = /undefined reference to [`'](?:sqrt|pow|exp|exp2|log|log2|log10|sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|floor|ceil|fmod|round|lround|trunc|cbrt|hypot|fabs)f?'/;
const THREADS = /undefined reference to [`']pthread_\w+'/;

/** The package of a library the linker could not find (-lpcap): Debian's libX-dev, where aye knows that name. */
const LIBRARIES: Record<string, string> = table({ curl: "libcurl4-openssl-dev", z: "zlib1g-dev", pq: "libpq-dev", ssl: "libssl-dev", crypto: "libssl-dev", ncurses: "libncurses-dev", ncursesw: "libncurses-dev", mysqlclient: "default-libmysqlclient-dev", "boost_system": "libboost-system-dev", GL: "libgl-dev", glut: "freeglut3-dev", X11: "libx11-dev", SDL2: "libsdl2-dev", "gtk-3": "libgtk-3-dev" });

/** Libraries of the C library and the compiler that every Linux system has. */
const SYSTEM_LIBRARIES = ["pthread", "m", "dl", "rt", "util", "crypt", "resolv", "stdc++", "gcc_s", "atomic"];

function libraryPackage(name: string): string | undefined {
  const guess = `lib${name}-dev`;
  return LIBRARIES[name] ?? (guess in PACKAGES ? guess : undefined);
}

export const build: Rule = (f, world) => {
  const out: Suggestion[] = [];
  const tool = f.argv[0] ?? "";
  const header = /fatal error: ([\w./+-]+\.h(?:pp)?): No such file or directory/.exec(f.output)?.[1];
  const library = /cannot find -l([\w+.-]+)/.exec(f.output)?.[1];
  const pkg = header ? packageFor(header) : library ? libraryPackage(library) : undefined;
  if (pkg && world.onPath("apt")) out.push({ commands: [`sudo apt install ${pkg}`, f.command], source: "rule", why: `${header ?? `-l${library}`} comes with ${pkg}` });
  if (/^(?:gcc|g\+\+|cc|c\+\+|clang|clang\+\+)$/.test(tool)) {
    // -lpthreads: a library the linker could not find, one slip from one every system has (or one aye knows the package of).
    const slip = library && !pkg && f.argv.includes(`-l${library}`) ? nearest(library, [...SYSTEM_LIBRARIES, ...Object.keys(LIBRARIES)].filter((l) => l.length >= 3), 1) : [];
    if (slip.length === 1) out.push({ commands: [replaceToken(f.command, `-l${library}`, `-l${slip[0]}`)], source: "rule", why: `the library is ${slip[0]}` });
    if (MATHS.test(f.output) && !f.argv.includes("-lm")) out.push({ commands: [`${f.command} -lm`], source: "rule", why: "link the maths library" });
    if (THREADS.test(f.output) && !f.argv.includes("-pthread")) out.push({ commands: [`${f.command} -pthread`], source: "rule", why: "link with threads" });
    // A function of the project's own left undefined: the other source files here, of the same language, were left off the line.
    const given = f.argv.filter((w) => /\.(?:c|cc|cpp|cxx)$/.test(w));
    const ending = given[0]?.slice(given[0].lastIndexOf("."));
    const others = ending && !MATHS.test(f.output) && !THREADS.test(f.output) && /undefined reference to `/.test(f.output) ? world.list(f.cwd).filter((n) => n.endsWith(ending) && !given.includes(n)).sort() : [];
    if (others.length && others.length <= 8) {
      const last = f.command.lastIndexOf(given.at(-1)!) + given.at(-1)!.length;
      out.push({ commands: [`${f.command.slice(0, last)} ${others.map(quoteWord).join(" ")}${f.command.slice(last)}`], source: "rule", why: `build ${others.join(", ")} too` });
    }
  }
  return out;
};

/**
 * cmake -G "Unix Makefile": "Could not create named generator", then its table of generators. The nearest name, or
 * the one the typed words begin with ("Ninja Build" for Ninja), or the one they begin ("Ninja Multi" for Ninja Multi-Config).
 */
export const cmakeGenerator: Rule = (f) => {
  const bad = f.argv[0] === "cmake" ? /Could not create named generator (.+)/.exec(f.output)?.[1]?.trim() : undefined;
  if (!bad || !f.argv.includes(bad)) return [];
  const names = [...f.output.matchAll(/^[* ] ([A-Z][^=\n]*?)\s*(?:=|$)/gm)].map((m) => m[1]!.trim());
  // As choices.ts weighs them: letters left off cost less than words added ("Ninja Multi" is Ninja Multi-Config cut short, not Ninja).
  const scored = names
    .map((name) => [name, name.startsWith(bad) ? 0.5 * (name.length - bad.length) : bad.startsWith(`${name} `) ? 0.8 * (bad.length - name.length) : typoDistance(bad, name)] as const)
    .filter(([name, d]) => d <= tolerance(bad) || bad.startsWith(`${name} `) || name.startsWith(bad))
    .sort((a, b) => a[1] - b[1]);
  const good = scored[0]?.[0];
  return good ? [{ commands: [replaceToken(f.command, bad, good)], source: "rule", why: `cmake has the generator ${good}` }] : [];
};

/** The targets every CMake build has. */
const CMAKE_TARGETS = ["all", "install", "clean", "test", "package", "help", "edit_cache", "rebuild_cache", "install/strip", "install/local"];

/**
 * cmake --build build --target instal: make's "No rule to make target" or ninja's "unknown target": the nearest of
 * CMake's own targets and those CMakeLists.txt adds (add_executable, add_library, add_custom_target).
 */
export const cmakeTarget: Rule = (f, world) => {
  const at = f.argv[0] === "cmake" ? f.argv.findIndex((w) => w === "--target" || w === "-t") : -1;
  const bad = at > 0 ? f.argv[at + 1] : undefined;
  if (!bad || !new RegExp(`(?:No rule to make target [\`']|unknown target ')${escapeRegExp(bad)}'`).test(f.output)) return [];
  const lists = world.readText(join(f.cwd, "CMakeLists.txt")) ?? "";
  const own = [...lists.matchAll(/\badd_(?:executable|library|custom_target)\s*\(\s*([\w.-]+)/g)].map((m) => m[1]!);
  return nearest(bad, [...CMAKE_TARGETS, ...own]).map((good) => ({ commands: [replaceToken(f.command, bad, good)], source: "rule" as const, why: `the build has a target ${good}` }));
};
