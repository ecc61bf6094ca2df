// libzip (Debian's libzip-dev), read-only: the zip archives people bring (a Loop Habit Tracker export).
#include <zip.h>
